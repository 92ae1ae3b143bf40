import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { IoClose, IoImagesOutline } from 'react-icons/io5';
import { useCreatePostMutation } from '@/entities/post';
import { getErrorMessage } from '@/shared/api';
import { POSTS } from '@/shared/config';
import { Button } from '@/shared/ui';
import { captionError, CREATE_POST_MESSAGES, mediaKindOf, type MediaKind } from '../lib/validation';
import styles from './CreatePostForm.module.css';

export interface CreatePostFormProps {
  /** Called as soon as the post is sent: the dialog closes and the user goes to the feed. */
  onSubmitted: () => void;
}

interface Picked {
  file: File;
  kind: MediaKind;
  url: string | null;
}

function previewUrl(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

/** Media (optional) with preview, caption with counter; validation as SPEC §5. */
export function CreatePostForm({ onSubmitted }: CreatePostFormProps) {
  const captionId = useId();
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [caption, setCaption] = useState('');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [errors, setErrors] = useState<{ caption?: string; media?: string }>({});
  const [createPost] = useCreatePostMutation();

  useEffect(() => {
    const url = picked?.url;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [picked]);

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const kind = mediaKindOf(file);
    if (!kind) {
      setPicked(null);
      setErrors((e) => ({ ...e, media: CREATE_POST_MESSAGES.mediaType }));
      event.target.value = '';
      return;
    }
    setErrors((e) => ({ ...e, media: undefined }));
    setPicked({ file, kind, url: previewUrl(file) });
  };

  const clearMedia = () => {
    setPicked(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const captionProblem = captionError(caption);
    if (captionProblem || errors.media) {
      setErrors((e) => ({ ...e, caption: captionProblem ?? undefined }));
      return;
    }
    const body = new FormData();
    body.append('title', caption.trim());
    if (picked) body.append(picked.kind, picked.file, picked.file.name);

    const toastId = toast.loading(CREATE_POST_MESSAGES.posting);
    onSubmitted();
    createPost(body)
      .unwrap()
      .then(
        () => toast.success(CREATE_POST_MESSAGES.posted, { id: toastId }),
        (error: unknown) => {
          const detail = getErrorMessage(error, '');
          toast.error(
            detail ? (
              <span>
                {CREATE_POST_MESSAGES.failed}
                <br />
                <small>{detail}</small>
              </span>
            ) : (
              CREATE_POST_MESSAGES.failed
            ),
            { id: toastId },
          );
        },
      );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.media}>
        {picked ? (
          <div className={styles.preview}>
            {picked.kind === 'image'
              ? picked.url && <img src={picked.url} alt="Selected media preview" />
              : picked.url && (
                  <video
                    src={picked.url}
                    controls
                    preload="metadata"
                    aria-label="Selected video preview"
                  />
                )}
            <span className={styles.fileName}>{picked.file.name}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label="Remove media"
              onClick={clearMedia}
            >
              <IoClose aria-hidden="true" />
            </button>
          </div>
        ) : (
          <label htmlFor={fileId} className={styles.picker}>
            <IoImagesOutline aria-hidden="true" />
            <span>Add a photo or video</span>
          </label>
        )}
        <input
          ref={fileInput}
          id={fileId}
          className={styles.fileInput}
          type="file"
          accept={POSTS.mediaAccept}
          aria-label="Photo or video"
          onChange={onPick}
        />
        {errors.media && (
          <p className={styles.error} role="alert">
            {errors.media}
          </p>
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={captionId} className={styles.label}>
          Caption
        </label>
        <textarea
          id={captionId}
          className={styles.textarea}
          rows={4}
          placeholder="What's happening in your game?"
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
          <span className={caption.length > POSTS.captionMax ? styles.over : styles.counter}>
            {caption.length}/{POSTS.captionMax}
          </span>
        </div>
      </div>

      <Button type="submit" fullWidth>
        Post
      </Button>
    </form>
  );
}
