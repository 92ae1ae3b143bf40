export type {
  PostDto,
  PostAuthor as PostAuthorDto,
  PostUpdateAction,
  PostUpdateEvent,
} from './model/types';
export {
  postApi,
  patchPost,
  patchCounts,
  countCommentAhead,
  removeCommunityPosts,
  useGetAllPostInfiniteQuery,
  useGetPostQuery,
  useGetUserPostsInfiniteQuery,
  useGetCommunityPostsInfiniteQuery,
  patchAuthorFollowing,
  SAVED_POSTS_TAG,
  useGetSavedPostsInfiniteQuery,
  useCreatePostMutation,
  useDeletePostMutation,
  useEditPostMutation,
  type CacheApi,
  type FeedArgs,
  type UserPostsArgs,
  type CommunityPostsArgs,
  type SavedPostsArgs,
  type EditPostArgs,
} from './api/postApi';
export { usePostCache } from './lib/usePostCache';
export { PostCaption, type PostCaptionProps } from './ui/PostCaption';
export { PostMedia, type PostMediaProps } from './ui/PostMedia';
export { PostAuthor, type PostAuthorProps } from './ui/PostAuthor';
export { profilePath } from './lib/profilePath';
