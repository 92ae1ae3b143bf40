import { textLength } from '@/shared/lib';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { IoImageOutline } from 'react-icons/io5';
import type { CommunityDto } from '@/entities/community';
import { dataOf } from '@/shared/api';
import { COMMUNITIES } from '@/shared/config';
import { useTranslation } from '@/shared/i18n';
import { Button, FilePicker, TextField, toastFailure } from '@/shared/ui';
import { useCreateCommunityMutation } from '../api/createCommunityApi';
import { bannerError, createCommunityMessages, draftError } from '../lib/createCommunity';
import styles from './CreateCommunityForm.module.css';

export interface CreateCommunityFormProps {
  /** After the server made it (the form is then empty again). */
  onCreated?: (community: CommunityDto) => void;
}

/** Name, description and banner (with preview); nothing is sent until all three are there. */
export function CreateCommunityForm({ onCreated }: CreateCommunityFormProps) {
  const { t } = useTranslation();
  const descriptionId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [banner, setBanner] = useState<File | null>(null);
  const [bannerProblem, setBannerProblem] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateCommunityMutation();

  const pick = (file: File) => {
    const error = bannerError(file);
    setBannerProblem(error ?? undefined);
    setBanner(error ? null : file);
    if (!error) setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = draftError({ name, description, banner });
    setProblem(error);
    if (error || !banner) return;
    const body = new FormData();
    body.append('name', name.trim());
    body.append('description', description.trim());
    body.append('bannerImage', banner, banner.name);
    try {
      const answer = await create(body).unwrap();
      toast.success(createCommunityMessages.created());
      setName('');
      setDescription('');
      setBanner(null);
      onCreated?.(dataOf(answer));
    } catch (failure) {
      toastFailure(createCommunityMessages.failed(), failure);
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('communities:create.name')}
        value={name}
        maxLength={COMMUNITIES.nameMax + 20}
        placeholder={t('communities:create.namePlaceholder')}
        onChange={(e) => setName(e.target.value)}
      />
      <div className={styles.field}>
        <label htmlFor={descriptionId} className={styles.label}>
          {t('communities:create.description')}
        </label>
        <textarea
          id={descriptionId}
          className={styles.textarea}
          rows={3}
          placeholder={t('communities:create.descriptionPlaceholder')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
        <span
          className={
            textLength(description) > COMMUNITIES.descriptionMax ? styles.over : styles.counter
          }
        >
          {textLength(description)}/{COMMUNITIES.descriptionMax}
        </span>
      </div>
      <FilePicker
        label={t('communities:create.banner')}
        prompt={t('communities:create.bannerPrompt')}
        accept={COMMUNITIES.bannerAccept}
        file={banner}
        kind={banner ? 'image' : null}
        onPick={pick}
        onClear={() => setBanner(null)}
        error={bannerProblem}
        previewAlt={t('communities:create.bannerPreview')}
        onUnreadable={() => {
          setBanner(null);
          setBannerProblem(createCommunityMessages.bannerType());
        }}
        icon={<IoImageOutline aria-hidden="true" />}
      />
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" loading={isLoading} fullWidth>
        {t('communities:create.submit')}
      </Button>
    </form>
  );
}
