import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { sessionSlice } from '@/entities/session';
import { presenceSlice } from '@/entities/user';
import { createPostSlice } from '@/features/create-post';
import { themeSlice } from '@/features/toggle-theme';
import { baseApi } from '@/shared/api';
import { createSessionListeners, type ListenerDeps } from './listeners';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  [sessionSlice.reducerPath]: sessionSlice.reducer,
  [presenceSlice.reducerPath]: presenceSlice.reducer,
  [themeSlice.reducerPath]: themeSlice.reducer,
  [createPostSlice.reducerPath]: createPostSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function setupStore(deps: ListenerDeps, preloadedState?: Partial<RootState>) {
  const listener = createSessionListeners(deps);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault().prepend(listener.middleware).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof setupStore>;
export type AppDispatch = AppStore['dispatch'];
