export { MessageComposer, type MessageComposerProps } from './ui/MessageComposer';
export { StartChatModal, type StartChatModalProps } from './ui/StartChatModal';
export { MessageButton } from './ui/MessageButton';
export { chatPath } from './model/useStartChat';
export { FIRST_MESSAGE } from './model/messages';
export { useStartChat } from './model/useStartChat';
