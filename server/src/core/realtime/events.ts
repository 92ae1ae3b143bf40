/** Every event the server pushes to browsers, with its payload. */
export interface ServerToClientEvents {
  comment_update: (payload: { postId: string }) => void;
  post_update: (payload: { postId: string; action: 'created' | 'updated' | 'deleted' }) => void;
  follow_update: (payload: { followerId: string; followingId: string; following: boolean }) => void;
  refresh: () => void;
  connection_request: (payload: { requesterId: string }) => void;
  connection_accepted: (payload: { userId: string }) => void;
  connection_rejected: (payload: { userId: string }) => void;
  /** The requester withdrew a pending request (not in SPEC §7; lets the recipient's list refresh). */
  connection_cancelled: (payload: { userId: string }) => void;
  connection_disconnected: (payload: { userId: string }) => void;
}

export interface ClientToServerEvents {
  join: (roomId: string) => void;
  follow: (payload: { followerId: string; followingId: string }) => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
