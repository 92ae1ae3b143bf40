import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { getSocket, type PresenceUpdatePayload } from '@/shared/api';
import { presenceChanged } from './presence';
import { bindPresenceWatch } from './presenceWatch';

// Its own module: the store needs the presence slice on the login page, the socket client only
// comes with the signed-in layout.
/**
 * Mounted once while signed in: sends the dots on screen as the socket's watch list and feeds
 * `presence_update` pushes into the store.
 */
export function usePresenceLiveUpdates(enabled: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!enabled) return undefined;
    const socket = getSocket();
    const onPresence = (event: PresenceUpdatePayload) => {
      if (event && typeof event.userId === 'string') dispatch(presenceChanged(event));
    };
    socket.on('presence_update', onPresence);
    const unbind = bindPresenceWatch(socket);
    return () => {
      socket.off('presence_update', onPresence);
      unbind();
    };
  }, [dispatch, enabled]);
}
