/**
 * `POST /follow`. With `follow` the call is idempotent (true: end up following, false: end up
 * not following); without it, it toggles, as SPEC §7's `{ followingId }` clients expect.
 */
export interface FollowRequest {
  followingId: string;
  follow?: boolean;
}

export interface FollowResult {
  following: boolean;
  /** Of the followed user. */
  numOfFollowers: number;
  /** Of the caller. */
  numOfFollowing: number;
}
