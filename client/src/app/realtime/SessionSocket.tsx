import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsAuthenticated } from '@/entities/session';
import { usePresenceLiveUpdates } from '@/entities/user';
import { connectSocket, disconnectSocket } from '@/shared/api';
import { clearSession } from '@/shared/lib';
import { sessionExpired } from '@/shared/model';

/**
 * Holds the realtime connection open exactly while someone is logged in. When the server ends
 * the session (its socket refused: revoked elsewhere or expired), the session expires here at
 * once, as a 401 with those codes does.
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
    socket.on('session_ended', onSessionEnded);
    return () => {
      socket.off('session_ended', onSessionEnded);
      disconnectSocket();
    };
  }, [isAuthenticated, dispatch]);
  usePresenceLiveUpdates(isAuthenticated);
  return null;
}
