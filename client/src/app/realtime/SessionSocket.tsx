import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsAuthenticated } from '@/entities/session';
import { usePresenceLiveUpdates } from '@/entities/user';
import { connectSocket, disconnectSocket } from '@/shared/api';
import { clearSession } from '@/shared/lib';
import { sessionExpired } from '@/shared/model';

export const TOO_MANY_CONNECTIONS_TEXT =
  'This tab stopped updating live: your account has too many tabs or windows open. Reload the page to reconnect.';

/**
 * Holds the realtime connection open exactly while someone is logged in. When the server ends
 * the session (its socket refused: revoked elsewhere or expired), the session expires here at
 * once, as a 401 with those codes does. When the server closes this tab's socket because the
 * account holds too many, the tab says so until it is reloaded (it does not reconnect by itself,
 * which would close another tab's).
 */
export function SessionSocket() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  const dispatch = useDispatch();
  useEffect(() => {
    if (!isAuthenticated) return undefined;
    const socket = connectSocket();
    const onSessionEnded = () => {
      clearSession();
      dispatch(sessionExpired());
    };
    const onClosed = () =>
      toast.error(TOO_MANY_CONNECTIONS_TEXT, { id: 'connection-closed', duration: Infinity });
    socket.on('session_ended', onSessionEnded);
    socket.on('connection_closed', onClosed);
    return () => {
      socket.off('session_ended', onSessionEnded);
      socket.off('connection_closed', onClosed);
      disconnectSocket();
    };
  }, [isAuthenticated, dispatch]);
  usePresenceLiveUpdates(isAuthenticated);
  return null;
}
