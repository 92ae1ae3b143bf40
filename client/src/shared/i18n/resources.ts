// Bundled, not fetched: tests and the first paint have every text at once (a few KB each).
import type { AppLanguage } from '@contracts';
import en_common from './locales/en/common.json';
import en_auth from './locales/en/auth.json';
import en_feed from './locales/en/feed.json';
import en_profile from './locales/en/profile.json';
import en_settings from './locales/en/settings.json';
import en_chat from './locales/en/chat.json';
import en_notifications from './locales/en/notifications.json';
import en_communities from './locales/en/communities.json';
import en_people from './locales/en/people.json';
import en_recruiting from './locales/en/recruiting.json';
import en_admin from './locales/en/admin.json';
import en_status from './locales/en/status.json';
import es_common from './locales/es/common.json';
import es_auth from './locales/es/auth.json';
import es_feed from './locales/es/feed.json';
import es_profile from './locales/es/profile.json';
import es_settings from './locales/es/settings.json';
import es_chat from './locales/es/chat.json';
import es_notifications from './locales/es/notifications.json';
import es_communities from './locales/es/communities.json';
import es_people from './locales/es/people.json';
import es_recruiting from './locales/es/recruiting.json';
import es_admin from './locales/es/admin.json';
import es_status from './locales/es/status.json';
import fr_common from './locales/fr/common.json';
import fr_auth from './locales/fr/auth.json';
import fr_feed from './locales/fr/feed.json';
import fr_profile from './locales/fr/profile.json';
import fr_settings from './locales/fr/settings.json';
import fr_chat from './locales/fr/chat.json';
import fr_notifications from './locales/fr/notifications.json';
import fr_communities from './locales/fr/communities.json';
import fr_people from './locales/fr/people.json';
import fr_recruiting from './locales/fr/recruiting.json';
import fr_admin from './locales/fr/admin.json';
import fr_status from './locales/fr/status.json';

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

export const RESOURCES = {
  en: {
    common: en_common,
    auth: en_auth,
    feed: en_feed,
    profile: en_profile,
    settings: en_settings,
    chat: en_chat,
    notifications: en_notifications,
    communities: en_communities,
    people: en_people,
    recruiting: en_recruiting,
    admin: en_admin,
    status: en_status,
  },
  es: {
    common: es_common,
    auth: es_auth,
    feed: es_feed,
    profile: es_profile,
    settings: es_settings,
    chat: es_chat,
    notifications: es_notifications,
    communities: es_communities,
    people: es_people,
    recruiting: es_recruiting,
    admin: es_admin,
    status: es_status,
  },
  fr: {
    common: fr_common,
    auth: fr_auth,
    feed: fr_feed,
    profile: fr_profile,
    settings: fr_settings,
    chat: fr_chat,
    notifications: fr_notifications,
    communities: fr_communities,
    people: fr_people,
    recruiting: fr_recruiting,
    admin: fr_admin,
    status: fr_status,
  },
} satisfies Record<AppLanguage, Record<Namespace, Catalogue>>;
