import { IoConstructOutline } from 'react-icons/io5';
import { ROUTES } from '@/shared/config';
import { StatusPage } from '@/shared/ui';

/** SPEC §2's placeholder page, for what is shown in the product but not built yet. */
export const COMING_SOON_TEXT = 'This feature is on the Way';

export function ComingSoonPage() {
  return <StatusPage icon={<IoConstructOutline />} title={COMING_SOON_TEXT} homeTo={ROUTES.feed} />;
}
