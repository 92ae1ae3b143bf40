export { reportApi, useReportMutation } from './api/reportApi';
export { useReportDialog } from './model/useReportDialog';
export { ReportDialog, type ReportDialogProps, type ReportTarget } from './ui/ReportDialog';
