// One language's catalogues, bundled as one module (the app loads only the one it shows).
import es_common from './es/common.json';
import es_auth from './es/auth.json';
import es_feed from './es/feed.json';
import es_profile from './es/profile.json';
import es_settings from './es/settings.json';
import es_chat from './es/chat.json';
import es_notifications from './es/notifications.json';
import es_communities from './es/communities.json';
import es_people from './es/people.json';
import es_recruiting from './es/recruiting.json';
import es_admin from './es/admin.json';
import es_status from './es/status.json';

export default {
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
};
