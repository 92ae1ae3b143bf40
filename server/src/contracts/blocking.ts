/** A row of Settings → Blocked Accounts (`GET /settings/blocked-users?details=true`). */
export interface BlockedUser {
  _id: string;
  userName: string;
  fullName: string;
  /** Avatar URL. */
  profilePic: string | null;
  /** When the caller blocked them (ISO 8601). */
  blockedAt: string;
}

/**
 * `GET /settings/blocked-users?details=true`: a keyset page of the caller's blocks (newest
 * first, `q` filters by user name or full name) with the total number of blocks.
 */
export interface BlockedUsersPage {
  success: true;
  data: BlockedUser[];
  nextCursor: string | null;
  total: number;
}
