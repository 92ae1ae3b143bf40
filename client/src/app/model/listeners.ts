import { createListenerMiddleware } from '@reduxjs/toolkit';
import toast from 'react-hot-toast';
import { baseApi } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { loggedOut, sessionExpired } from '@/shared/model';

/** The one toast of a session that ended, in the app language. */
export const sessionExpiredMessage = () => i18n.t('common:session.expired');

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
      toast.error(sessionExpiredMessage(), { id: 'session-expired' });
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
