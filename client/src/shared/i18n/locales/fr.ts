// One language's catalogues, bundled as one module (the app loads only the one it shows).
import fr_common from './fr/common.json';
import fr_auth from './fr/auth.json';
import fr_feed from './fr/feed.json';
import fr_profile from './fr/profile.json';
import fr_settings from './fr/settings.json';
import fr_chat from './fr/chat.json';
import fr_notifications from './fr/notifications.json';
import fr_communities from './fr/communities.json';
import fr_people from './fr/people.json';
import fr_recruiting from './fr/recruiting.json';
import fr_admin from './fr/admin.json';
import fr_status from './fr/status.json';

export default {
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
};
