export interface CommentUser {
  _id: string;
  userName: string;
  fullName: string;
  image: string | null;
}

/** A comment with its replies nested to any depth (issue 3 contract). */
export interface CommentDto {
  _id: string;
  user: CommentUser;
  comment: string;
  postId: string;
  parentCommentId: string | null;
  createdAt: string;
  updatedAt: string;
  replies: CommentDto[];
}

/** Socket push `comment_update`. */
export interface CommentUpdateEvent {
  postId: string;
}
