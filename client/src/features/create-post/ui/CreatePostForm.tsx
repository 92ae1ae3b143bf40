import { textLength, trimInvisible } from '@/shared/lib';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from '@/shared/i18n';
import { useCreatePostMutation } from '@/entities/post';
import { POSTS } from '@/shared/config';
import { Button, FilePicker, toastFailure } from '@/shared/ui';
import {
  captionError,
  communityPostError,
  createPostMessages,
  mediaKindOf,
  type MediaKind,
} from '../lib/validation';
import { keepRefusedDraft, takeRefusedDraft } from '../model/refusedDraft';
import styles from './CreatePostForm.module.css';

export interface CreatePostFormProps {
  /** Called as soon as the post is sent: the dialog closes and the user goes to the feed. */
  onSubmitted: () => void;
  /** Post into this community: a caption and a PNG or JPEG are both required there. */
  communityId?: string;
}

interface Picked {
  file: File;
  kind: MediaKind;
}

/** Media with preview, caption with counter; validation as SPEC §5. */
export function CreatePostForm({ onSubmitted, communityId }: CreatePostFormProps) {
  const { t } = useTranslation();
  const captionId = useId();
  const inCommunity = Boolean(communityId);
  // A post the server refused after the form closed comes back as it was sent.
  const [draft] = useState(() => takeRefusedDraft(communityId));
  const [caption, setCaption] = useState(draft?.caption ?? '');
  const [picked, setPicked] = useState<Picked | null>(draft?.picked ?? null);
  const [errors, setErrors] = useState<{ caption?: string; media?: string }>({});
  const [createPost] = useCreatePostMutation();

  const refuseMedia = () => {
    setPicked(null);
    setErrors((e) => ({
      ...e,
      media: inCommunity ? createPostMessages.communityImageType() : createPostMessages.mediaType(),
    }));
  };

  const onPick = (file: File) => {
    const kind = mediaKindOf(file);
    if (!kind || (inCommunity && kind !== 'image')) {
      refuseMedia();
      return;
    }
    setErrors((e) => ({ ...e, media: undefined }));
    setPicked({ file, kind });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (inCommunity) {
      const missing = communityPostError(caption, picked !== null);
      if (missing || errors.media) {
        setErrors((e) => ({ ...e, caption: missing ?? undefined }));
        return;
      }
    }
    const captionProblem = captionError(caption);
    if (captionProblem || errors.media) {
      setErrors((e) => ({ ...e, caption: captionProblem ?? undefined }));
      return;
    }
    const body = new FormData();
    body.append('title', trimInvisible(caption));
    if (communityId) body.append('communityId', communityId);
    if (picked) body.append(picked.kind, picked.file, picked.file.name);

    const toastId = toast.loading(createPostMessages.posting());
    onSubmitted();
    createPost(body)
      .unwrap()
      .then(
        () => toast.success(createPostMessages.posted(), { id: toastId }),
        (error: unknown) => {
          keepRefusedDraft(communityId, { caption, picked });
          toastFailure(createPostMessages.failed(), error, { id: toastId });
        },
      );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FilePicker
        label={inCommunity ? t('feed:create.photo') : t('feed:create.photoOrVideo')}
        prompt={inCommunity ? t('feed:create.addPhoto') : t('feed:create.addPhotoOrVideo')}
        accept={inCommunity ? POSTS.imageAccept : POSTS.mediaAccept}
        file={picked?.file ?? null}
        kind={picked?.kind ?? null}
        onPick={onPick}
        onClear={() => setPicked(null)}
        onUnreadable={refuseMedia}
        error={errors.media}
      />

      <div className={styles.field}>
        <label htmlFor={captionId} className={styles.label}>
          {t('feed:create.caption')}
        </label>
        <textarea
          id={captionId}
          className={styles.textarea}
          rows={4}
          placeholder={t('feed:create.placeholder')}
          value={caption}
          aria-invalid={errors.caption ? true : undefined}
          onChange={(e) => {
            setCaption(e.target.value);
            if (errors.caption) setErrors((er) => ({ ...er, caption: undefined }));
          }}
        />
        <div className={styles.meta}>
          {errors.caption ? (
            <p className={styles.error} role="alert">
              {errors.caption}
            </p>
          ) : (
            <span />
          )}
          <span className={textLength(caption) > POSTS.captionMax ? styles.over : styles.counter}>
            {textLength(caption)}/{POSTS.captionMax}
          </span>
        </div>
      </div>

      <Button type="submit" fullWidth>
        {t('feed:create.post')}
      </Button>
    </form>
  );
}
