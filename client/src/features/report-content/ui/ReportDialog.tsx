import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import type { ReportCategory, ReportTargetType } from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import { Button, Modal, toastError } from '@/shared/ui';
import { useReportMutation } from '../api/reportApi';
import { REPORT_CATEGORIES, TEXT_LIMITS } from '@/shared/config';
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
  const { t } = useTranslation();
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
      toast.success(t('admin:report.thanks'));
      close();
    } else {
      toastError(result.error, t('admin:report.failed'));
    }
  };

  return (
    <Modal open={target !== null} title={t('admin:report.title')} onClose={close}>
      <form className={styles.form} onSubmit={(e) => void submit(e)}>
        <p className={styles.intro}>{t('admin:report.intro')}</p>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('admin:report.category')}</legend>
          {REPORT_CATEGORIES.map((c) => (
            <label key={c} className={styles.option}>
              <input
                type="radio"
                name="report-category"
                value={c}
                checked={category === c}
                onChange={() => setCategory(c)}
              />
              {t(`admin:report.categories.${c}`)}
            </label>
          ))}
        </fieldset>
        <label className={styles.label} htmlFor={commentId}>
          {t('admin:report.comment')}
        </label>
        <textarea
          id={commentId}
          className={styles.textarea}
          maxLength={TEXT_LIMITS.reportCommentMax}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
        />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={close}>
            {t('admin:report.cancel')}
          </Button>
          <Button type="submit" disabled={!category} loading={isLoading}>
            {t('admin:report.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
