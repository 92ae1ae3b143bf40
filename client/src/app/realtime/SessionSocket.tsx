import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { selectIsAuthenticated } from '@/entities/session';
import { usePresenceLiveUpdates } from '@/entities/user';
import { connectSocket, disconnectSocket } from '@/shared/api';

/** Holds the realtime connection open exactly while someone is logged in. */
export function SessionSocket() {
  const isAuthenticated = useSelector(selectIsAuthenticated);
  useEffect(() => {
    if (!isAuthenticated) return undefined;
    connectSocket();
    return () => disconnectSocket();
  }, [isAuthenticated]);
  usePresenceLiveUpdates(isAuthenticated);
  return null;
}
