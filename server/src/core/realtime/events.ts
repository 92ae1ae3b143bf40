export type {
  ClientToServerEvents,
  ServerToClientEvents,
  ServerEventName,
  ClientEventName,
} from '../../contracts/socket-events';

export const userRoom = (userId: string) => `user:${userId}`;
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** The sockets showing the user's online dot (`watch_presence`): their presence pushes go here. */
export const presenceRoom = (userId: string) => `presence:${userId}`;
export const PRESENCE_ROOM_PREFIX = 'presence:';
/** The members of a community: its post pushes go here (SPEC §7 `join` with a community id). */
export const communityRoom = (communityId: string) => `community:${communityId}`;
/** The sockets whose screen shows the community (`watch_communities`): its count and deletion. */
export const communityViewRoom = (communityId: string) => `community-view:${communityId}`;
export const COMMUNITY_VIEW_ROOM_PREFIX = 'community-view:';
