import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router-dom';
import { useUpdateSessionUser } from '@/entities/session';
import type { AdditionDetails } from '@/entities/user';
import { ROUTES } from '@/shared/config';
import { validateImageFile } from '@/shared/lib';
import { Avatar, Button } from '@/shared/ui';
import { useEditProfileMutation } from '../api/editProfileApi';
import styles from './EditProfileForm.module.css';

export interface EditProfileFormProps {
  /** What the server has now (prefills the form). */
  initial?: Partial<AdditionDetails> | null;
  currentImage?: string | null;
}

const today = () => new Date().toISOString().slice(0, 10);

export function EditProfileForm({ initial, currentImage }: EditProfileFormProps) {
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
  const ids = { bio: useId(), dob: useId(), file: useId() };

  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onPicture = (file: File | undefined) => {
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPicture(file);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!gender || !bio.trim()) {
      toast.error('Please update the details');
      return;
    }
    const toastId = toast.loading('Updating...');
    try {
      const user = await editProfile({
        gender,
        bio: bio.trim(),
        dateOfBirth,
        dp: picture,
      }).unwrap();
      toast.success('Updated', { id: toastId });
      updateSessionUser({ image: user?.image ?? null, fullName: user?.fullName });
      navigate(ROUTES.user);
    } catch {
      toast.error('Update Fail !', { id: toastId });
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className={styles.avatarRow}>
        <Avatar src={preview ?? currentImage} alt="Profile picture preview" size={96} />
        <div className={styles.avatarActions}>
          <label htmlFor={ids.file} className={styles.fileLabel}>
            Upload profile picture
          </label>
          <input
            id={ids.file}
            className={styles.file}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            onChange={(e) => onPicture(e.target.files?.[0])}
          />
          <p className={styles.hint}>JPEG, PNG or GIF, up to 5MB.</p>
        </div>
      </div>

      <div className={styles.field}>
        <label htmlFor={ids.bio} className={styles.label}>
          Bio
        </label>
        <textarea
          id={ids.bio}
          className={styles.textarea}
          value={bio}
          maxLength={500}
          rows={4}
          onChange={(e) => setBio(e.target.value)}
        />
        <span className={styles.counter}>{bio.length}/500</span>
      </div>

      <fieldset className={styles.field}>
        <legend className={styles.label}>Gender</legend>
        <div className={styles.radios}>
          {(['male', 'female'] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input
                type="radio"
                name="gender"
                value={value}
                checked={gender === value}
                onChange={() => setGender(value)}
              />
              {value === 'male' ? 'Male' : 'Female'}
            </label>
          ))}
        </div>
      </fieldset>

      <div className={styles.field}>
        <label htmlFor={ids.dob} className={styles.label}>
          Date of birth
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
        {isLoading ? 'Saving...' : 'Submit'}
      </Button>
    </form>
  );
}
