export { FeedPage, FEED_EMPTY_TITLE } from './ui/FeedPage';
