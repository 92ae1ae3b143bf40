import type { CommentDto } from '@/entities/comment';
import type { PostDto } from '@/entities/post';

export const ME = {
  _id: '11111111-1111-4111-8111-111111111111',
  userName: 'ana',
  fullName: 'Ana Lopez',
  image: null,
  isActive: true,
};

export const OTHER = {
  _id: '22222222-2222-4222-8222-222222222222',
  userName: 'ben',
  fullName: 'Ben Okafor',
  image: null,
  isActive: true,
};

/** Stores a session the way login does (store state is read from storage). */
export function logInAs(user = ME) {
  localStorage.setItem('token', 'header.payload.signature');
  localStorage.setItem('user', JSON.stringify(user));
}

let seq = 0;

export function makePost(overrides: Partial<PostDto> = {}): PostDto {
  seq += 1;
  return {
    _id: `post-${seq}`,
    title: `Post number ${seq}`,
    postImage: null,
    postImageOriginal: null,
    imageWidth: null,
    imageHeight: null,
    postVideo: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    updatedAt: new Date().toISOString(),
    createdBy: OTHER,
    numOfLikes: 0,
    numOfComments: 0,
    savedCount: 0,
    numOfReposts: 0,
    countsVersion: 0,
    communityId: null,
    isLiked: false,
    isSaved: false,
    isReposted: false,
    isFollowingAuthor: false,
    canComment: true,
    ...overrides,
  };
}

export function makeComment(overrides: Partial<CommentDto> = {}): CommentDto {
  seq += 1;
  return {
    _id: `comment-${seq}`,
    user: { _id: OTHER._id, userName: OTHER.userName, fullName: OTHER.fullName, image: null },
    comment: `Comment ${seq}`,
    postId: 'post-x',
    parentCommentId: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    replies: [],
    repliesCursor: null,
    ...overrides,
  };
}

/** A promise with its resolve handle, to hold a fake server answer back. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
