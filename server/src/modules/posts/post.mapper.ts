import { mediaUrl } from '../../core/storage/media-url';
import { avatarListKey } from '../../core/storage/object-key';
import type { PostDto } from './dto/post.dto';
import { toPostCounts, type PostCountsRow } from './post-counts';

/** One row of the post queries in PostsService (posts joined with their author). */
export interface PostRow extends PostCountsRow {
  id: string;
  title: string;
  image_key: string | null;
  image_feed_key: string | null;
  video_key: string | null;
  image_width: number | null;
  image_height: number | null;
  community_id: string | null;
  created_at: Date;
  updated_at: Date;
  author_id: string;
  author_full_name: string;
  author_user_name: string;
  author_is_active: boolean;
  author_image_key: string | null;
  is_liked: boolean;
  is_saved: boolean;
  is_reposted: boolean;
  is_following_author: boolean;
  can_comment: boolean;
  /** Everyone may see the post (its media get bare, publicly cached URLs). */
  post_public: boolean;
  /** Everyone may see the author's picture (a public profile). */
  author_image_public: boolean;
}

/** The post as `viewer` (null: anonymous) sees it; media not public get signed URLs. */
export function toPostDto(row: PostRow, viewer: string | null): PostDto {
  const media = { public: row.post_public, viewer };
  return {
    _id: row.id,
    title: row.title,
    postImage: mediaUrl(row.image_feed_key ?? row.image_key, media),
    postImageOriginal: mediaUrl(row.image_key, media),
    imageWidth: row.image_width,
    imageHeight: row.image_height,
    postVideo: mediaUrl(row.video_key, media),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: {
      _id: row.author_id,
      fullName: row.author_full_name,
      userName: row.author_user_name,
      isActive: row.author_is_active,
      image: mediaUrl(avatarListKey(row.author_image_key), {
        public: row.author_image_public,
        viewer,
      }),
    },
    ...toPostCounts(row),
    communityId: row.community_id,
    isLiked: row.is_liked,
    isSaved: row.is_saved,
    isReposted: row.is_reposted,
    isFollowingAuthor: row.is_following_author,
    canComment: row.can_comment,
  };
}
