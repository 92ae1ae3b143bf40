import { useCallback, useState, type ReactElement } from 'react';
import { useTranslation } from '@/shared/i18n';
import type { MoreMenuItem } from '@/shared/ui';
import { ReportDialog, type ReportTarget } from '../ui/ReportDialog';

/**
 * A "Report" menu item and the dialog it opens, for any menu: `item(target)` goes in the menu's
 * items, `dialog` is rendered beside the menu.
 */
export function useReportDialog(): {
  item: (target: ReportTarget) => MoreMenuItem;
  open: (target: ReportTarget) => void;
  dialog: ReactElement;
} {
  const { t } = useTranslation();
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const open = useCallback((next: ReportTarget) => setTarget(next), []);
  const item = useCallback(
    (target: ReportTarget): MoreMenuItem => ({
      label: t('admin:report.menuItem'),
      onSelect: () => open(target),
    }),
    [open, t],
  );
  const dialog = <ReportDialog target={target} onClose={() => setTarget(null)} />;
  return { item, open, dialog };
}
