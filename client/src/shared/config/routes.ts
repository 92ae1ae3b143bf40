// Free of `import.meta`, like storageKeys.ts: the build (vite-plugins/) reads them too.
export const ROUTES = {
  root: '/',
  login: '/login',
  signup: '/signup',
  feed: '/feed',
  user: '/user',
  editProfile: '/user/editProfile',
  search: '/search',
  message: '/message',
  messages: '/messages',
  reels: '/reels',
  profile: '/profile/:userId',
  community: '/community',
  communityDetail: '/community/:id',
  settings: '/settings',
  deleteAccount: '/settings/delete-account',
  networking: '/networking',
  connections: '/connections',
  recruiting: '/recruiting',
  notifications: '/notifications',
  create: '/create',
  /** Staff only: the moderation queue, appeals, users and the audit log. */
  admin: '/admin',
  /** Appeal a moderation decision (signed in, or with a suspended account's token). */
  appeal: '/appeal',
  /** SPEC §2's placeholder page ('This feature is on the Way'). */
  comingSoon: '/coming-soon',
} as const;
