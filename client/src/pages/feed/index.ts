export { FeedPage, FEED_EMPTY_TITLE } from './ui/FeedPage';
export { prefetchFeedFirstPage } from './model/feedFirstPage';
