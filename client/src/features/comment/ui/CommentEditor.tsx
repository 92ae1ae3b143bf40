import { textLength, limitText, trimInvisible } from '@/shared/lib';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { CommentDto } from '@/entities/comment';
import { POSTS } from '@/shared/config';
import { VisuallyHidden, toastError } from '@/shared/ui';
import { useEditCommentMutation } from '../api/commentMutations';
import styles from './CommentForm.module.css';
import { useTranslation } from '@/shared/i18n';

export interface CommentEditorProps {
  comment: Pick<CommentDto, '_id' | 'postId' | 'comment'>;
  onDone: () => void;
}

/** Inline edit of one's own comment (same 200-character limit). */
export function CommentEditor({ comment, onDone }: CommentEditorProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState(comment.comment);
  const [editComment, { isLoading }] = useEditCommentMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = trimInvisible(text);
    if (!body) return;
    if (body === comment.comment) {
      onDone();
      return;
    }
    const result = await editComment({
      postId: comment.postId,
      commentId: comment._id,
      comment: body,
    });
    if ('data' in result && result.data) {
      toast.success(result.data.message ?? t('feed:comment.updated'));
      onDone();
    } else {
      toastError(result.error, t('feed:comment.updateFailed'));
    }
  };

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)}>
      <div className={styles.row}>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {t('feed:comment.edit')}
        </VisuallyHidden>
        <input
          id={inputId}
          className={styles.input}
          value={text}
          disabled={isLoading}
          autoFocus
          onChange={(e) => setText(limitText(e.target.value, POSTS.commentMax))}
        />
        <span className={styles.counter}>
          {textLength(text)}/{POSTS.commentMax}
        </span>
        <button type="submit" className={styles.post} disabled={isLoading}>
          {t('common:save')}
        </button>
        <button type="button" className={styles.cancel} onClick={onDone}>
          {t('common:cancel')}
        </button>
      </div>
    </form>
  );
}
