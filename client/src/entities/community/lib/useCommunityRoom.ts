import { useEffect } from 'react';
import { getSocket } from '@/shared/api';

/**
 * SPEC §7 `join` with a community id, while a member has the community open and after every
 * reconnect. The server also puts a member's sockets in their communities' rooms by itself; this
 * asks once more, and a non-member's ask is ignored.
 */
export function useCommunityRoom(communityId: string | undefined, isMember: boolean): void {
  useEffect(() => {
    if (!communityId || !isMember) return undefined;
    const socket = getSocket();
    const join = () => {
      socket.emit('join', communityId);
    };
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
    };
  }, [communityId, isMember]);
}
