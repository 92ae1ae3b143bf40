import { textLength, trimInvisible } from '@/shared/lib';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useCreatePostMutation } from '@/entities/post';
import { POSTS } from '@/shared/config';
import { Button, FilePicker, toastFailure } from '@/shared/ui';
import {
  captionError,
  communityPostError,
  CREATE_POST_MESSAGES,
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
      media: inCommunity ? CREATE_POST_MESSAGES.communityImageType : CREATE_POST_MESSAGES.mediaType,
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

    const toastId = toast.loading(CREATE_POST_MESSAGES.posting);
    onSubmitted();
    createPost(body)
      .unwrap()
      .then(
        () => toast.success(CREATE_POST_MESSAGES.posted, { id: toastId }),
        (error: unknown) => {
          keepRefusedDraft(communityId, { caption, picked });
          toastFailure(CREATE_POST_MESSAGES.failed, error, { id: toastId });
        },
      );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FilePicker
        label={inCommunity ? 'Photo' : 'Photo or video'}
        prompt={inCommunity ? 'Add a photo' : 'Add a photo or video'}
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
          <span className={textLength(caption) > POSTS.captionMax ? styles.over : styles.counter}>
            {textLength(caption)}/{POSTS.captionMax}
          </span>
        </div>
      </div>

      <Button type="submit" fullWidth>
        Post
      </Button>
    </form>
  );
}
