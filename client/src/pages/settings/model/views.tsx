import type { ReactNode } from 'react';
import { BlockedAccountsView } from '../ui/BlockedAccountsView';
import { PrivacySettingsView } from '../ui/PrivacySettingsView';
import { AccountStatusView } from '../ui/AccountStatusView';
import { ChangePasswordView } from '../ui/ChangePasswordView';
import { DeleteAccountView } from '../ui/DeleteAccountView';
import { EditProfileView } from '../ui/EditProfileView';
import { LanguagesView } from '../ui/LanguagesView';
import { NotificationsView } from '../ui/NotificationsView';
import { VerificationView } from '../ui/VerificationView';

export type SettingsGroup =
  'Account' | 'Notifications' | 'Display & Language' | 'Account Management';

export interface SettingsView {
  /** The `?view=` value that opens it. */
  id: string;
  group: SettingsGroup;
  /** Catalogue keys: the item's name, and one line under it in the list. */
  label: string;
  hint: string;
  render: () => ReactNode;
}

export const GROUPS: SettingsGroup[] = [
  'Account',
  'Notifications',
  'Display & Language',
  'Account Management',
];

/** Each group's heading (a catalogue key). */
export const GROUP_LABELS: Record<SettingsGroup, string> = {
  Account: 'settings:groups.account',
  Notifications: 'settings:groups.notifications',
  'Display & Language': 'settings:groups.display',
  'Account Management': 'settings:groups.management',
};

/**
 * Every settings item that opens a view, in list order within its group. A view's component lives
 * in `../ui/` beside the page (views are this page's alone).
 */
export const VIEWS: SettingsView[] = [
  {
    id: 'profile',
    group: 'Account',
    label: 'settings:views.profile.label',
    hint: 'settings:views.profile.hint',
    render: () => <EditProfileView />,
  },
  {
    id: 'privacy',
    group: 'Account',
    label: 'settings:views.privacy.label',
    hint: 'settings:views.privacy.hint',
    render: () => <PrivacySettingsView />,
  },
  {
    id: 'verification',
    group: 'Account',
    label: 'settings:views.verification.label',
    hint: 'settings:views.verification.hint',
    render: () => <VerificationView />,
  },
  {
    id: 'blocked',
    group: 'Account',
    label: 'settings:views.blocked.label',
    hint: 'settings:views.blocked.hint',
    render: () => <BlockedAccountsView />,
  },
  {
    id: 'password',
    group: 'Account',
    label: 'settings:views.password.label',
    hint: 'settings:views.password.hint',
    render: () => <ChangePasswordView />,
  },
  {
    id: 'notifications',
    group: 'Notifications',
    label: 'settings:views.notifications.label',
    hint: 'settings:views.notifications.hint',
    render: () => <NotificationsView />,
  },
  {
    id: 'languages',
    group: 'Display & Language',
    label: 'settings:views.languages.label',
    hint: 'settings:views.languages.hint',
    render: () => <LanguagesView />,
  },
  {
    id: 'account',
    group: 'Account Management',
    label: 'settings:views.account.label',
    hint: 'settings:views.account.hint',
    render: () => <AccountStatusView />,
  },
  {
    id: 'delete',
    group: 'Account Management',
    label: 'settings:views.delete.label',
    hint: 'settings:views.delete.hint',
    render: () => <DeleteAccountView />,
  },
];
