import { IoConstruct } from 'react-icons/io5';
import { ROUTES } from '../config';
import { StatusPage } from './StatusPage';

export const PLACEHOLDER_TEXT = 'This feature is on the Way';

export interface PlaceholderPageProps {
  onHomeClick?: () => void;
  compact?: boolean;
}

/** Stand-in for capabilities that later issues build. */
export function PlaceholderPage({ onHomeClick, compact }: PlaceholderPageProps) {
  return (
    <StatusPage
      icon={<IoConstruct />}
      title={PLACEHOLDER_TEXT}
      homeTo={ROUTES.feed}
      onHomeClick={onHomeClick}
      compact={compact}
    />
  );
}
