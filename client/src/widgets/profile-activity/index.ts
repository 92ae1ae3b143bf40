export {
  ProfileActivity,
  type ProfileActivityProps,
  type PostListState,
} from './ui/ProfileActivity';
export { useOpenPost } from './model/useOpenPost';
