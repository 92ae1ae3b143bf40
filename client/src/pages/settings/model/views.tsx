import type { ReactNode } from 'react';
import { BlockedAccountsView } from '../ui/BlockedAccountsView';
import { PrivacySettingsView } from '../ui/PrivacySettingsView';
import { AccountStatusView } from '../ui/AccountStatusView';
import { ChangePasswordView } from '../ui/ChangePasswordView';
import { DeleteAccountView } from '../ui/DeleteAccountView';
import { EditProfileView } from '../ui/EditProfileView';
import { LanguagesView } from '../ui/LanguagesView';
import { NotificationsView } from '../ui/NotificationsView';

export type SettingsGroup =
  'Account' | 'Notifications' | 'Display & Language' | 'Account Management';

export interface SettingsView {
  /** The `?view=` value that opens it. */
  id: string;
  group: SettingsGroup;
  label: string;
  /** One line under the label in the list. */
  hint: string;
  render: () => ReactNode;
}

export const GROUPS: SettingsGroup[] = [
  'Account',
  'Notifications',
  'Display & Language',
  'Account Management',
];

export const VERIFICATION_TEXT = 'Update your phone number or email for account verification';

/**
 * Every settings item that opens a view, in list order within its group. A view's component lives
 * in `../ui/` beside the page (views are this page's alone).
 */
export const VIEWS: SettingsView[] = [
  {
    id: 'profile',
    group: 'Account',
    label: 'Edit Profile',
    hint: 'Picture, name, bio, website, location',
    render: () => <EditProfileView />,
  },
  {
    id: 'privacy',
    group: 'Account',
    label: 'Privacy & Security',
    hint: 'Who sees your profile and posts, who can reach you, two-factor sign-in, your devices',
    render: () => <PrivacySettingsView />,
  },
  {
    id: 'verification',
    group: 'Account',
    label: 'Verification Settings',
    hint: 'Phone number and email',
    render: () => <p>{VERIFICATION_TEXT}</p>,
  },
  {
    id: 'blocked',
    group: 'Account',
    label: 'Blocked Accounts',
    hint: 'People you blocked',
    render: () => <BlockedAccountsView />,
  },
  {
    id: 'password',
    group: 'Account',
    label: 'Change Password',
    hint: 'Signs you out on other devices',
    render: () => <ChangePasswordView />,
  },
  {
    id: 'notifications',
    group: 'Notifications',
    label: 'Notification Settings',
    hint: 'Email, push, SMS and activity alerts',
    render: () => <NotificationsView />,
  },
  {
    id: 'languages',
    group: 'Display & Language',
    label: 'Language Preferences',
    hint: 'Languages you speak (up to 5)',
    render: () => <LanguagesView />,
  },
  {
    id: 'account',
    group: 'Account Management',
    label: 'Account Status',
    hint: 'Hibernate, reactivate, download your data, delete',
    render: () => <AccountStatusView />,
  },
  {
    id: 'delete',
    group: 'Account Management',
    label: 'Delete Account',
    hint: 'Permanently delete your account and data',
    render: () => <DeleteAccountView />,
  },
];
