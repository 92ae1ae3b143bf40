import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { useDispatch, useSelector } from 'react-redux';
import { useUpdateAppLanguageMutation } from '@/entities/account';
import { selectSessionUser, sessionUserUpdated } from '@/entities/session';
import { baseApi, TAGS, type AppLanguage } from '@/shared/api';
import { applyAppLanguage, i18n } from '@/shared/i18n';
import { updateStoredUser } from '@/shared/lib';
import { toastError } from '@/shared/ui';

/**
 * Switches the app at once (the user sees the choice take effect), then saves it on the account;
 * a refused save puts the previous language back. `chosen`: the account's choice, which moves
 * before the chosen language's texts have arrived.
 */
export function useChooseAppLanguage() {
  const dispatch = useDispatch();
  const stored = useSelector(selectSessionUser)?.appLanguage ?? null;
  const [save, { isLoading }] = useUpdateAppLanguageMutation();

  const setAccountLanguage = useCallback(
    (appLanguage: AppLanguage | null) => {
      dispatch(sessionUserUpdated({ appLanguage }));
      updateStoredUser({ appLanguage });
    },
    [dispatch],
  );

  const choose = useCallback(
    async (language: AppLanguage) => {
      const previous = stored;
      setAccountLanguage(language);
      await applyAppLanguage(language);
      try {
        await save(language).unwrap();
        // Other screens reading the current user see the saved choice.
        dispatch(baseApi.util.invalidateTags([TAGS.currentUser]));
        toast.success(i18n.t('settings:appLanguage.saved'));
      } catch (error) {
        setAccountLanguage(previous);
        toastError(error, i18n.t('settings:appLanguage.failed'));
      }
    },
    [stored, save, setAccountLanguage, dispatch],
  );

  return { choose, saving: isLoading, chosen: stored };
}
