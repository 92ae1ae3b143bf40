/** Every event the server pushes to browsers, with its payload. */
export interface ServerToClientEvents {
  comment_update: (payload: { postId: string }) => void;
  post_update: (payload: { postId: string; action: 'created' | 'updated' | 'deleted' }) => void;
  follow_update: (payload: { followerId: string; followingId: string; following: boolean }) => void;
  refresh: () => void;
}

export interface ClientToServerEvents {
  join: (roomId: string) => void;
}

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
