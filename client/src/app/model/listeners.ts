import { createListenerMiddleware } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import { baseApi } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { loggedOut, sessionExpired } from '@/shared/model';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please login again.';

export interface ListenerDeps {
  navigate: (to: string) => void;
}

/**
 * Turns the shared session actions into app-level effects. `navigate` is injected so the
 * router module and the store do not import each other.
 */
export function createSessionListeners(deps: ListenerDeps) {
  const listener = createListenerMiddleware();

  listener.startListening({
    actionCreator: sessionExpired,
    effect: (_action, api) => {
      // Several requests can fail together; one toast (fixed id) and one cache reset suffice.
      toast.error(SESSION_EXPIRED_MESSAGE, { id: 'session-expired' });
      api.dispatch(baseApi.util.resetApiState());
      deps.navigate(ROUTES.root);
    },
  });

  listener.startListening({
    actionCreator: loggedOut,
    effect: (action, api) => {
      api.dispatch(baseApi.util.resetApiState());
      deps.navigate(action.payload?.exitPath ?? ROUTES.root);
    },
  });

  return listener;
}
