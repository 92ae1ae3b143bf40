export { ChatWindow, type ChatWindowProps } from './ui/ChatWindow';
