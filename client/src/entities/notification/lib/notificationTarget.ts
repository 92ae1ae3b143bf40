import { communityPath, ROUTES } from '@/shared/config';
import type { NotificationDto } from '../model/types';

/** Where an item opens: in the app (`to`), or a link elsewhere (`href`, the export download). */
export type NotificationTarget = { to: string } | { href: string };

/**
 * What the item is about: a post opens with its comments (`/feed?post=`, as the profile grid
 * does), a person their profile, a connection /connections, a message its chat, a join the
 * community, a login alert the settings, a moderator's removal or warning the appeal form,
 * recruiting news the recruiting tab it is about (an accepted interest the player, whose chat is
 * open now).
 */
export function notificationTarget(n: NotificationDto): NotificationTarget {
  switch (n.type) {
    case 'like':
    case 'comment':
    case 'reply':
      return { to: n.post ? `${ROUTES.feed}?post=${encodeURIComponent(n.post._id)}` : ROUTES.feed };
    case 'follow':
      return { to: n.actor ? `/profile/${n.actor._id}` : ROUTES.search };
    case 'connection_request':
    case 'connection_accepted':
      return { to: ROUTES.connections };
    case 'community_join':
      return { to: n.community ? communityPath(n.community._id) : ROUTES.community };
    case 'message':
      return {
        to: n.chatId ? `${ROUTES.message}?chat=${encodeURIComponent(n.chatId)}` : ROUTES.message,
      };
    case 'data_export_ready':
      return n.url ? { href: n.url } : { to: ROUTES.settings };
    case 'login_alert':
      return { to: ROUTES.settings };
    case 'report_outcome':
      return { to: ROUTES.notifications };
    case 'moderation_notice': {
      // A removal or a warning can be appealed once: the item opens the appeal form.
      const m = n.moderation;
      const appealable = m?.actionId && (m.kind === 'remove' || m.kind === 'warn');
      return appealable
        ? { to: `${ROUTES.appeal}?action=${encodeURIComponent(m.actionId ?? '')}` }
        : { to: ROUTES.notifications };
    }
    case 'recruiting_interest':
      return { to: `${ROUTES.recruiting}?tab=interest` };
    case 'interest_accepted':
      return { to: n.actor ? `/profile/${n.actor._id}` : `${ROUTES.recruiting}?tab=interest` };
    case 'saved_search_match':
      return { to: `${ROUTES.recruiting}?tab=players` };
  }
}
