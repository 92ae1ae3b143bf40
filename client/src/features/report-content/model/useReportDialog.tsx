import { useCallback, useState, type ReactElement } from 'react';
import type { MoreMenuItem } from '@/shared/ui';
import { ReportDialog, type ReportTarget } from '../ui/ReportDialog';
import { REPORT_TEXTS } from './texts';

/**
 * A "Report" menu item and the dialog it opens, for any menu: `item(target)` goes in the menu's
 * items, `dialog` is rendered beside the menu.
 */
export function useReportDialog(): {
  item: (target: ReportTarget) => MoreMenuItem;
  open: (target: ReportTarget) => void;
  dialog: ReactElement;
} {
  const [target, setTarget] = useState<ReportTarget | null>(null);
  const open = useCallback((t: ReportTarget) => setTarget(t), []);
  const item = useCallback(
    (t: ReportTarget): MoreMenuItem => ({ label: REPORT_TEXTS.menuItem, onSelect: () => open(t) }),
    [open],
  );
  const dialog = <ReportDialog target={target} onClose={() => setTarget(null)} />;
  return { item, open, dialog };
}
