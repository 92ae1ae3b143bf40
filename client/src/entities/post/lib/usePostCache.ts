import { useMemo } from 'react';
import { useDispatch, useStore } from 'react-redux';
import type { CacheApi } from '../api/postApi';

/** The store as the post cache helpers (`patchPost`) want it, from inside a component. */
export function usePostCache(): CacheApi {
  const dispatch = useDispatch() as CacheApi['dispatch'];
  const store = useStore();
  return useMemo(() => ({ dispatch, getState: store.getState }), [dispatch, store]);
}
