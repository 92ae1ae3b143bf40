import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ReportCategory, ReportTargetType } from '@/shared/api';
import { Button, Modal, toastError } from '@/shared/ui';
import { useReportMutation } from '../api/reportApi';
import { REPORT_CATEGORIES, REPORT_TEXTS } from '../model/texts';
import styles from './ReportDialog.module.css';

export interface ReportTarget {
  targetType: ReportTargetType;
  targetId: string;
}

export interface ReportDialogProps {
  /** What is being reported; null: the dialog is closed. */
  target: ReportTarget | null;
  onClose: () => void;
}

/** The one report dialog every menu opens: a category, an optional comment, a thank-you toast. */
export function ReportDialog({ target, onClose }: ReportDialogProps) {
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [comment, setComment] = useState('');
  const [report, { isLoading }] = useReportMutation();
  const commentId = useId();

  const close = () => {
    setCategory(null);
    setComment('');
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || !category) return;
    const text = comment.trim();
    const result = await report({ ...target, category, ...(text ? { comment: text } : {}) });
    if ('data' in result) {
      toast.success(REPORT_TEXTS.thanks);
      close();
    } else {
      toastError(result.error, REPORT_TEXTS.failed);
    }
  };

  return (
    <Modal open={target !== null} title={REPORT_TEXTS.title} onClose={close}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <p className={styles.intro}>{REPORT_TEXTS.intro}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{REPORT_TEXTS.category}</legend>
          {REPORT_CATEGORIES.map((c) => (
            <label key={c.value} className={styles.option}>
              <input
                type="radio"
                name="report-category"
                value={c.value}
                checked={category === c.value}
                onChange={() => setCategory(c.value)}
              />
              {c.label}
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={commentId}>
          {REPORT_TEXTS.comment}
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          maxLength={REPORT_TEXTS.commentMax}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {REPORT_TEXTS.cancel}
          </Button>
          <Button type="submit" disabled={!category} loading={isLoading}>
            {REPORT_TEXTS.submit}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
