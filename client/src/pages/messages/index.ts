export { MessagesPage } from './ui/MessagesPage';
