import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import {
  changedFields,
  PROFILE_LIMITS,
  useGetSettingsQuery,
  useUpdateSettingsProfileMutation,
  validateProfileForm,
  type ProfileErrors,
  type ProfileField,
  type ProfileFormValues,
  type SettingsProfile,
} from '@/entities/account';
import { useUpdateSessionUser } from '@/entities/session';
import { useUpdateProfilePictureMutation } from '@/features/edit-profile';
import { useTranslation } from '@/shared/i18n';
import { textLength, validateImageFile } from '@/shared/lib';
import { Avatar, Button, MutedText, TextField, toastError } from '@/shared/ui';
import styles from './AccountViews.module.css';

function formOf(profile: SettingsProfile): ProfileFormValues {
  return {
    fullName: profile.fullName,
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    location: profile.location ?? '',
  };
}

/** SPEC §2/§4/§5 Edit Profile: picture first, then only the changed fields. */
export function EditProfileView() {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <MutedText>{t('settings:editProfile.loading')}</MutedText>;
  if (isError || !data) return <p role="alert">{t('settings:editProfile.loadFailed')}</p>;
  return <EditProfileForm profile={data.profile} />;
}

function EditProfileForm({ profile }: { profile: SettingsProfile }) {
  const { t } = useTranslation();
  const [baseline, setBaseline] = useState(() => formOf(profile));
  const [values, setValues] = useState(baseline);
  const [errors, setErrors] = useState<ProfileErrors>({});
  const [picture, setPicture] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // 'Please fix the errors' stands while any field's error does (each clears as it is edited).
  const unfixed = Object.values(errors).some(Boolean);
  const [uploadPicture] = useUpdateProfilePictureMutation();
  const [updateProfile] = useUpdateSettingsProfileMutation();
  const updateSessionUser = useUpdateSessionUser();

  // jsdom (unit tests) has no object URLs: no preview there.
  const preview = useMemo(
    () =>
      picture && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picture) : null,
    [picture],
  );
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const changes = changedFields(baseline, values);
  const dirty = Object.keys(changes).length > 0 || picture !== null;

  const edit = (field: ProfileField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const reset = () => {
    setValues(baseline);
    setErrors({});
    setPicture(null);
  };

  const save = async () => {
    const problems = validateProfileForm(values);
    if (Object.keys(problems).length > 0) {
      // Said beside the button, not in a toast: toasts sit at the top, over the fields whose
      // own messages say what to fix. The first of those fields takes the focus.
      setErrors(problems);
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    setBusy(true);
    try {
      if (picture) {
        try {
          const result = await uploadPicture(picture).unwrap();
          updateSessionUser({ image: result.data?.profilePic ?? null });
          toast.success(t('settings:editProfile.pictureSaved'));
          setPicture(null);
        } catch (error) {
          toastError(error, t('settings:editProfile.pictureFailed'));
          return;
        }
      }
      if (Object.keys(changes).length > 0) {
        try {
          await updateProfile(changes).unwrap();
          if (changes.fullName !== undefined) updateSessionUser({ fullName: changes.fullName });
          toast.success(t('settings:editProfile.saved'));
          setBaseline(values);
        } catch (error) {
          toastError(error, t('settings:editProfile.failed'));
        }
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={styles.avatarRow}>
        <Avatar
          src={preview ?? profile.profilePic}
          alt={t('settings:editProfile.picture')}
          size={72}
        />
        <Button variant="secondary" onClick={() => fileRef.current?.click()}>
          {t('settings:editProfile.changePhoto')}
        </Button>
        <input
          ref={fileRef}
          type="file"
          accept="image/jpeg,image/jpg,image/png,image/gif"
          hidden
          data-testid="settings-avatar-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = validateImageFile(file);
            if (problem) {
              toast.error(problem);
              return;
            }
            setPicture(file);
          }}
        />
      </div>
      <TextField
        label={t('settings:editProfile.fullName')}
        value={values.fullName}
        error={errors.fullName}
        onChange={(e) => edit('fullName')(e.target.value)}
      />
      <p className={styles.counter}>
        {textLength(values.fullName)}/{PROFILE_LIMITS.fullNameMax}
      </p>
      <div className={styles.textareaField}>
        <label className={styles.textareaLabel} htmlFor="settings-bio">
          {t('settings:editProfile.bio')}
        </label>
        <textarea
          id="settings-bio"
          className={styles.textarea}
          value={values.bio}
          aria-invalid={errors.bio ? true : undefined}
          onChange={(e) => edit('bio')(e.target.value)}
        />
        {errors.bio && (
          <p className={styles.error} role="alert">
            {errors.bio}
          </p>
        )}
      </div>
      <p className={styles.counter}>
        {textLength(values.bio)}/{PROFILE_LIMITS.bioMax}
      </p>
      <TextField
        label={t('settings:editProfile.website')}
        value={values.website}
        placeholder={t('settings:editProfile.websitePlaceholder')}
        error={errors.website}
        onChange={(e) => edit('website')(e.target.value)}
      />
      <TextField
        label={t('settings:editProfile.location')}
        value={values.location}
        error={errors.location}
        onChange={(e) => edit('location')(e.target.value)}
      />
      <p className={styles.counter}>
        {textLength(values.location)}/{PROFILE_LIMITS.locationMax}
      </p>
      {dirty && <p className={styles.notice}>{t('settings:unsaved')}</p>}
      {unfixed && (
        <p className={styles.error} role="alert">
          {t('settings:editProfile.fixErrors')}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!dirty} loading={busy}>
          {t('settings:saveChanges')}
        </Button>
        <Button variant="secondary" disabled={!dirty || busy} onClick={reset}>
          {t('settings:reset')}
        </Button>
      </div>
      <aside className={styles.box}>
        <h2>{t('settings:editProfile.tips.title')}</h2>
        <ul>
          <li>{t('settings:editProfile.tips.name')}</li>
          <li>{t('settings:editProfile.tips.bio')}</li>
          <li>{t('settings:editProfile.tips.photo')}</li>
        </ul>
      </aside>
    </form>
  );
}
