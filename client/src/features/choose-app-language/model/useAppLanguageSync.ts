import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { selectIsAuthenticated, selectSessionUser, sessionUserUpdated } from '@/entities/session';
import { useCurrentUserQuery } from '@/entities/user';
import { applyAppLanguage, resolveAppLanguage } from '@/shared/i18n';
import { updateStoredUser } from '@/shared/lib';

/**
 * Keeps the app's language on the account's choice: the session's stored user paints the first
 * screen in it, the current-user answer (the server's word, e.g. chosen on another device)
 * corrects it. Signed out, there is no account and the browser's language is used.
 */
export function useAppLanguageSync(): void {
  const dispatch = useDispatch();
  const authenticated = useSelector(selectIsAuthenticated);
  const stored = useSelector(selectSessionUser)?.appLanguage ?? null;
  const { data } = useCurrentUserQuery(undefined, { skip: !authenticated });
  const fresh = data?.appLanguage;
  const lastAnswer = useRef(fresh);

  useEffect(() => {
    // Only a new answer corrects the stored choice: one made here a moment ago, not yet saved
    // when the last answer came, must not be put back. Undefined: no answer yet.
    if (fresh === lastAnswer.current) return;
    lastAnswer.current = fresh;
    if (!authenticated || fresh === undefined || fresh === stored) return;
    dispatch(sessionUserUpdated({ appLanguage: fresh }));
    updateStoredUser({ appLanguage: fresh });
  }, [authenticated, fresh, stored, dispatch]);

  const account = authenticated ? stored : null;
  useEffect(() => {
    void applyAppLanguage(resolveAppLanguage(account));
  }, [account]);
}
