import { useEffect, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import {
  changedFields,
  PROFILE_FIX_ERRORS,
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
import { validateImageFile, textLength } from '@/shared/lib';
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
  const { data, isLoading, isError } = useGetSettingsQuery();
  if (isLoading) return <MutedText>Loading profile...</MutedText>;
  if (isError || !data) return <p role="alert">Failed to load profile data</p>;
  return <EditProfileForm profile={data.profile} />;
}

function EditProfileForm({ profile }: { profile: SettingsProfile }) {
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
          toast.success('Profile picture updated successfully');
          setPicture(null);
        } catch (error) {
          toastError(error, 'Could not update profile picture');
          return;
        }
      }
      if (Object.keys(changes).length > 0) {
        try {
          await updateProfile(changes).unwrap();
          if (changes.fullName !== undefined) updateSessionUser({ fullName: changes.fullName });
          toast.success('Profile updated successfully');
          setBaseline(values);
        } catch (error) {
          toastError(error, 'Could not update profile');
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
        <Avatar src={preview ?? profile.profilePic} alt="Profile picture" size={72} />
        <Button variant="secondary" onClick={() => fileRef.current?.click()}>
          Change Photo
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
        label="Full Name"
        value={values.fullName}
        error={errors.fullName}
        onChange={(e) => edit('fullName')(e.target.value)}
      />
      <p className={styles.counter}>
        {textLength(values.fullName)}/{PROFILE_LIMITS.fullNameMax}
      </p>
      <div className={styles.textareaField}>
        <label className={styles.textareaLabel} htmlFor="settings-bio">
          Bio
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
        label="Website"
        value={values.website}
        placeholder="https://example.com"
        error={errors.website}
        onChange={(e) => edit('website')(e.target.value)}
      />
      <TextField
        label="Location"
        value={values.location}
        error={errors.location}
        onChange={(e) => edit('location')(e.target.value)}
      />
      <p className={styles.counter}>
        {textLength(values.location)}/{PROFILE_LIMITS.locationMax}
      </p>
      {dirty && <p className={styles.notice}>You have unsaved changes</p>}
      {unfixed && (
        <p className={styles.error} role="alert">
          {PROFILE_FIX_ERRORS}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" disabled={!dirty} loading={busy}>
          Save Changes
        </Button>
        <Button variant="secondary" disabled={!dirty || busy} onClick={reset}>
          Reset
        </Button>
      </div>
      <aside className={styles.box}>
        <h2>Profile Tips</h2>
        <ul>
          <li>Use your real name so teammates and fans can find you.</li>
          <li>Tell people your position, club or the team you support in your bio.</li>
          <li>A clear, recent photo helps people recognise you.</li>
        </ul>
      </aside>
    </form>
  );
}
