export { ComingSoonPage, COMING_SOON_TEXT } from './ui/ComingSoonPage';
