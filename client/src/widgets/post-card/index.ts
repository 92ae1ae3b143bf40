export { PostCard, type PostCardProps } from './ui/PostCard';
