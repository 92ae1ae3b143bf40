// One language's catalogues, bundled as one module (the app loads only the one it shows).
import en_common from './en/common.json';
import en_auth from './en/auth.json';
import en_feed from './en/feed.json';
import en_profile from './en/profile.json';
import en_settings from './en/settings.json';
import en_chat from './en/chat.json';
import en_notifications from './en/notifications.json';
import en_communities from './en/communities.json';
import en_people from './en/people.json';
import en_recruiting from './en/recruiting.json';
import en_admin from './en/admin.json';
import en_status from './en/status.json';

export default {
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
};
