import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { IoCameraOutline } from 'react-icons/io5';
import { useNavigate } from 'react-router-dom';
import { PROFILE_LIMITS } from '@/entities/account';
import { useUpdateSessionUser } from '@/entities/session';
import type { AdditionDetails } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { i18n, useTranslation } from '@/shared/i18n';
import {
  formatNumber,
  limitText,
  textLength,
  toastFlow,
  trimInvisible,
  validateImageFile,
} from '@/shared/lib';
import { Avatar, Button, FileButton } from '@/shared/ui';
import { useEditProfileMutation } from '../api/editProfileApi';

import styles from './EditProfileForm.module.css';

export interface EditProfileFormProps {
  /** What the server has now (prefills the form). */
  initial?: Partial<AdditionDetails> | null;
  currentImage?: string | null;
}

const GENDERS = ['male', 'female'] as const;

const today = () => new Date().toISOString().slice(0, 10);

const editToasts = toastFlow('edit-profile');

export function EditProfileForm({ initial, currentImage }: EditProfileFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const updateSessionUser = useUpdateSessionUser();
  const [editProfile, { isLoading }] = useEditProfileMutation();
  const [bio, setBio] = useState(initial?.bio ?? '');
  const [gender, setGender] = useState<'male' | 'female' | ''>(initial?.gender ?? '');
  const [dateOfBirth, setDateOfBirth] = useState(initial?.dateOfBirth?.slice(0, 10) ?? '');
  const [picture, setPicture] = useState<File | null>(null);
  const preview = useMemo(
    () =>
      picture && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picture) : null,
    [picture],
  );
  const ids = { bio: useId(), dob: useId() };

  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onPicture = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      editToasts.error(problem);
      return;
    }
    setPicture(file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!gender || !trimInvisible(bio)) {
      editToasts.error(i18n.t('profile:edit.incomplete'));
      return;
    }
    editToasts.loading(i18n.t('profile:edit.updating'));
    try {
      const user = await editProfile({
        gender,
        bio: trimInvisible(bio),
        dateOfBirth,
        dp: picture,
      }).unwrap();
      editToasts.success(i18n.t('profile:edit.updated'));
      updateSessionUser({ image: user?.image ?? null, fullName: user?.fullName });
      navigate(ROUTES.user);
    } catch (error) {
      editToasts.error(i18n.t('profile:edit.failed'), error);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className={styles.avatarRow}>
        <Avatar src={preview ?? currentImage} alt={t('profile:edit.previewAlt')} size={96} />
        <div className={styles.avatarActions}>
          <FileButton
            label={t('profile:edit.upload')}
            accept="image/jpeg,image/png,image/gif"
            icon={<IoCameraOutline aria-hidden="true" />}
            fileName={picture?.name}
            onFile={onPicture}
          />
          <p className={styles.hint}>{t('profile:edit.pictureHint')}</p>
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.bio} className={styles.label}>
          {t('profile:header.bio')}
        </label>
        <textarea
          id={ids.bio}
          className={styles.textarea}
          value={bio}
          rows={4}
          onChange={(e) => setBio(limitText(e.target.value, PROFILE_LIMITS.bioMax))}
        />
        <span className={styles.counter}>
          {t('profile:edit.counter', {
            length: formatNumber(textLength(bio)),
            max: formatNumber(PROFILE_LIMITS.bioMax),
          })}
        </span>
      </div>

      <fieldset className={styles.field}>
        <legend className={styles.label}>{t('profile:edit.gender')}</legend>
        <div className={styles.radios}>
          {GENDERS.map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => setGender(value)}
              />
              {value === 'male' ? t('profile:edit.male') : t('profile:edit.female')}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={ids.dob} className={styles.label}>
          {t('profile:edit.dateOfBirth')}
        </label>
        <input
          id={ids.dob}
          className={styles.input}
          type="date"
          max={today()}
          value={dateOfBirth}
          onChange={(e) => setDateOfBirth(e.target.value)}
        />
      </div>

      <Button type="submit" disabled={isLoading} fullWidth>
        {isLoading ? t('profile:edit.saving') : t('profile:edit.submit')}
      </Button>
    </form>
  );
}
