import clsx from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CommentDto } from '@/entities/comment';
import { countCommentAhead, patchPost, usePostCache } from '@/entities/post';
import { getErrorCode, getErrorMessage } from '@/shared/api';
import { POSTS } from '@/shared/config';
import { toastFlow, useCountdown, textLength, limitText, trimInvisible } from '@/shared/lib';
import { VisuallyHidden } from '@/shared/ui';
import { useCreateCommentMutation } from '../api/commentMutations';
import { retryAfterSeconds } from '../lib/retryAfter';
import styles from './CommentForm.module.css';
import { Trans, useTranslation } from '@/shared/i18n';

/** The server's refusal (403 COMMENTS_DISABLED), shown in place of the box when it applies. */

export interface ReplyTarget {
  commentId: string;
  userName: string;
}

export interface CommentFormProps {
  postId: string;
  /** The post's `canComment`: when false, the box gives way to 'Comments are turned off'. */
  canComment?: boolean;
  /** Answering a comment: a banner with Cancel shows, the text starts with '@' + user name. */
  replyTo?: ReplyTarget | null;
  onCancelReply?: () => void;
  /** My comment as the server kept it (already in the open thread). */
  onPosted?: (comment: CommentDto) => void;
  className?: string;
}

function mentionOf(target: ReplyTarget | null | undefined) {
  return target ? `@${target.userName} ` : '';
}

/**
 * How many characters Post adds to `text`: a reply whose '@name' was erased gets it back (and a
 * space), so the counter and the box's limit count it too; a reply of 200 lost its end to it.
 */
function restoredMentionLength(text: string, target: ReplyTarget | null | undefined): number {
  if (!target) return 0;
  const mention = `@${target.userName}`;
  return trimInvisible(text).startsWith(mention) ? 0 : textLength(mention) + 1;
}

/**
 * Write a comment or a reply: counter n/200, blank text ignored, the post's count rises at once,
 * then a 'Wait Ns' cooldown (the server's retryAfter on 429, else the default) locks the form.
 */
export function CommentForm({
  postId,
  canComment = true,
  replyTo,
  onCancelReply,
  onPosted,
  className,
}: CommentFormProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(mentionOf(replyTo));
  const [replyKey, setReplyKey] = useState(replyTo?.commentId ?? null);
  const { secondsLeft, start } = useCountdown();
  const [createComment, { isLoading }] = useCreateCommentMutation();
  const cache = usePostCache();

  // A new reply target rewrites the start of the text with its mention.
  if ((replyTo?.commentId ?? null) !== replyKey) {
    setReplyKey(replyTo?.commentId ?? null);
    setText(mentionOf(replyTo));
  }

  // After Reply, typing goes after the '@name ' prefix: focus the box, caret at the end.
  useEffect(() => {
    const box = input.current;
    if (!replyKey || !box) return;
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
  }, [replyKey]);

  const waiting = secondsLeft > 0;
  const locked = waiting || isLoading;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (locked) return;
    const mention = replyTo ? `@${replyTo.userName}` : '';
    let body = trimInvisible(text);
    // Only the mention is no comment: blank replies are ignored like blank comments.
    if (!body || (mention && body === mention)) return;
    if (mention && !body.startsWith(mention)) body = `${mention} ${body}`;
    body = limitText(body, POSTS.commentMax);

    const pending = countCommentAhead(cache, postId);
    const result = await createComment({
      postId,
      comment: body,
      ...(replyTo ? { parentCommentId: replyTo.commentId } : {}),
    });
    const toasts = toastFlow(`comment:${postId}`);
    pending.settle('data' in result && !!result.data);
    if ('data' in result && result.data) {
      setText('');
      start(POSTS.commentCooldownSeconds);
      toasts.success(t('feed:comment.created'));
      onCancelReply?.();
      if (result.data.data) onPosted?.(result.data.data);
      return;
    }
    const wait = retryAfterSeconds(result.error);
    if (wait) start(wait);
    // The author turned comments off since the post was read: every copy of it says so now.
    if (getErrorCode(result.error) === 'COMMENTS_DISABLED') {
      patchPost(cache, postId, (post) => {
        post.canComment = false;
      });
    }
    toasts.error(getErrorMessage(result.error, t('feed:comment.postFailed')), result.error);
  };

  if (!canComment) {
    return (
      <p className={clsx(styles.off, className)} role="note">
        {t('feed:comment.off')}
      </p>
    );
  }

  return (
    <form className={clsx(styles.form, className)} onSubmit={(e) => void submit(e)}>
      {replyTo && (
        <div className={styles.banner} role="status">
          <span>
            <Trans
              i18nKey="feed:comment.replyingTo"
              values={{ userName: replyTo.userName }}
              components={{ strong: <strong /> }}
            />
          </span>
          <button type="button" className={styles.cancel} onClick={onCancelReply}>
            {t('common:cancel')}
          </button>
        </div>
      )}
      <div className={styles.row}>
        <VisuallyHidden as="label" htmlFor={inputId}>
          {replyTo ? t('feed:comment.writeReply') : t('feed:comment.add')}
        </VisuallyHidden>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="text"
          placeholder={
            replyTo ? t('feed:comment.writeReplyPlaceholder') : t('feed:comment.addPlaceholder')
          }
          value={text}
          disabled={locked}
          autoComplete="off"
          onChange={(e) => {
            const value = e.target.value;
            setText(limitText(value, POSTS.commentMax - restoredMentionLength(value, replyTo)));
          }}
        />
        <span className={styles.counter} aria-live="polite">
          {textLength(text) + restoredMentionLength(text, replyTo)}/{POSTS.commentMax}
        </span>
        <button type="submit" className={styles.post} disabled={locked}>
          {waiting ? t('feed:comment.wait', { seconds: secondsLeft }) : t('feed:comment.post')}
        </button>
      </div>
    </form>
  );
}
