export { PostList, type PostListProps } from './ui/PostList';
