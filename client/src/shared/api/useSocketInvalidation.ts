import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { baseApi } from './baseApi';
import type { ServerEventName } from './contracts';
import { getSocket } from './socket';

type Tag = Parameters<typeof baseApi.util.invalidateTags>[0][number];

/**
 * While mounted, any of the socket `events` invalidates `tags`, so the queries that show them
 * refetch once (no polling, no manual refetch loops).
 */
export function useSocketInvalidation(
  events: readonly ServerEventName[],
  tags: readonly Tag[],
): void {
  const dispatch = useDispatch();
  const eventsKey = events.join('|');
  const tagsKey = JSON.stringify(tags);
  useEffect(() => {
    const socket = getSocket();
    const parsedTags = JSON.parse(tagsKey) as Tag[];
    const handler = () => {
      dispatch(baseApi.util.invalidateTags(parsedTags));
    };
    const names = eventsKey.split('|') as ServerEventName[];
    names.forEach((name) => socket.on(name, handler));
    return () => {
      names.forEach((name) => socket.off(name, handler));
    };
  }, [dispatch, eventsKey, tagsKey]);
}
