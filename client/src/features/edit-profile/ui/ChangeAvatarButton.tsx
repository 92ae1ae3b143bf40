import { useRef } from 'react';
import toast from 'react-hot-toast';
import { IoCamera } from 'react-icons/io5';
import { useUpdateSessionUser } from '@/entities/session';
import { i18n, useTranslation } from '@/shared/i18n';
import { validateImageFile } from '@/shared/lib';
import { toastError } from '@/shared/ui';
import { useUpdateProfilePictureMutation } from '../api/avatarApi';

import styles from './ChangeAvatarButton.module.css';

/** A small camera button that uploads a new profile picture straight away. */
export function ChangeAvatarButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [upload, { isLoading }] = useUpdateProfilePictureMutation();
  const updateSessionUser = useUpdateSessionUser();

  const onFile = async (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = '';
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const result = await upload(file).unwrap();
      updateSessionUser({ image: result.data?.profilePic ?? null });
      toast.success(result.message ?? i18n.t('profile:picture.updated'));
    } catch (error) {
      toastError(error, i18n.t('profile:picture.updateFailed'));
    }
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.button} ${className ?? ''}`}
        aria-label={t('profile:picture.change')}
        disabled={isLoading}
        onClick={() => inputRef.current?.click()}
      >
        <IoCamera aria-hidden="true" />
      </button>
      <input
        ref={inputRef}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        hidden
        data-testid="avatar-file"
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
    </>
  );
}
