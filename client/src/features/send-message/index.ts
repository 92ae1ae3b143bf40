export { MessageComposer, type MessageComposerProps } from './ui/MessageComposer';
export { StartChatModal, type StartChatModalProps } from './ui/StartChatModal';
export { MessageButton } from './ui/MessageButton';
export { chatPath } from './model/useStartChat';
export { firstMessage } from './model/messages';
export { useStartChat } from './model/useStartChat';
