import type { ReactNode } from 'react';
import { useTranslation } from '@/shared/i18n';
import { Button, Card } from '@/shared/ui';

export interface SectionFrameProps {
  title: string;
  editable: boolean;
  editing: boolean;
  /** The section's data has arrived (Edit needs it). */
  ready: boolean;
  saving: boolean;
  removing: boolean;
  onEdit: () => void;
  onSave: () => void;
  onCancel: () => void;
  onRemove: () => void;
  children: ReactNode;
}

/** A profile section card: view ⇄ edit with Edit, Save and Remove for the owner. */
export function SectionFrame({
  title,
  editable,
  editing,
  ready,
  saving,
  removing,
  onEdit,
  onSave,
  onCancel,
  onRemove,
  children,
}: SectionFrameProps) {
  const { t } = useTranslation();
  const actions = editable ? (
    <>
      {editing ? (
        <>
          <Button onClick={onSave} loading={saving}>
            {t('common:save')}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {t('common:cancel')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={onEdit} disabled={!ready}>
          {t('common:edit')}
        </Button>
      )}
      <Button variant="danger" onClick={onRemove} loading={removing}>
        {t('profile:sections.remove')}
      </Button>
    </>
  ) : undefined;
  return (
    <Card title={title} actions={actions}>
      {children}
    </Card>
  );
}
