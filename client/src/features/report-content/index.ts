export { reportApi, useReportMutation } from './api/reportApi';
export { REPORT_CATEGORIES, REPORT_COMMENT_MAX } from './model/texts';
export { useReportDialog } from './model/useReportDialog';
export { ReportDialog, type ReportDialogProps, type ReportTarget } from './ui/ReportDialog';
