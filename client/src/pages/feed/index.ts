export { FeedPage } from './ui/FeedPage';
export { prefetchFeedFirstPage } from './model/feedFirstPage';
