export { ReelsPage, REELS_EMPTY_TITLE } from './ui/ReelsPage';
