/** Texts by area of the app; a key is written 'namespace:key' (e.g. 'settings:appLanguage.title'). */
export const NAMESPACES = [
  'common',
  'auth',
  'feed',
  'profile',
  'settings',
  'chat',
  'notifications',
  'communities',
  'people',
  'recruiting',
  'admin',
  'status',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export type Catalogue = Record<string, unknown>;
