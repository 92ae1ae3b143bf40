import type { ReactNode } from 'react';
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
  const actions = editable ? (
    <>
      {editing ? (
        <>
          <Button onClick={onSave} loading={saving}>
            Save
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={onEdit} disabled={!ready}>
          Edit
        </Button>
      )}
      <Button variant="danger" onClick={onRemove} loading={removing}>
        Remove
      </Button>
    </>
  ) : undefined;
  return (
    <Card title={title} actions={actions}>
      {children}
    </Card>
  );
}
