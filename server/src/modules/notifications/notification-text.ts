import type { NotificationModeration, NotificationType } from '../../contracts/notifications';

/** Likes on one post within this long of the group's first like fold into one item. */
export const LIKE_GROUP_WINDOW_SECONDS = 60 * 60;

/** What the sentence of an item needs, already read. */
export interface NotificationFacts {
  type: NotificationType;
  /** The latest person behind the item (null for a data export or a login alert). */
  actorName: string | null;
  /** Other people folded into the item besides the actor. */
  othersCount: number;
  messageCount: number;
  commentText: string | null;
  /**
   * The post's caption when the item has no picture of the post to tell it by (a text or video
   * post): likes on two such posts would otherwise read alike.
   */
  postCaption: string | null;
  communityName: string | null;
  /** login_alert: the browser as `describeBrowser` names it, and the address. */
  browser: string | null;
  address: string | null;
  /** saved_search_match: how many new athletes fit the search. */
  athleteCount?: number | null;
  /** report_outcome, moderation_notice: what staff decided and why. */
  moderation?: NotificationModeration | null;
}

function moderationText(m: NotificationModeration | null | undefined): string {
  const what = m?.targetType === 'user' ? 'account' : (m?.targetType ?? 'content');
  const why = m?.reason ? `: ${m.reason}` : '';
  switch (m?.kind) {
    case 'reviewed':
      return 'A moderator reviewed your report and found nothing against the rules. Thank you for reporting.';
    case 'actioned':
      return 'A moderator reviewed your report and took action. Thank you for reporting.';
    case 'warn':
      return `A moderator warned you about your ${what}${why}`;
    case 'remove':
      return `A moderator removed your ${what}${why}`;
    case 'restore':
      return `Your ${what} was restored`;
    case 'appeal_upheld':
      return `Your appeal was reviewed and the decision stands${why}`;
    case 'appeal_reversed':
      return `Your appeal was accepted and the decision undone${why}`;
    default:
      return 'A moderator reviewed your report.';
  }
}

const QUOTE_LENGTH = 80;

function quote(text: string | null): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1)}…` : flat;
  return `: “${cut}”`;
}

/** 'A', 'A and 1 other', 'A and 3 others'. */
export function people(actorName: string, othersCount: number): string {
  if (othersCount <= 0) return actorName;
  return `${actorName} and ${othersCount} ${othersCount === 1 ? 'other' : 'others'}`;
}

/** The sentence an item shows, the same in the list, the toast and the digest email. */
export function notificationText(f: NotificationFacts): string {
  const who = people(f.actorName ?? 'Someone', f.othersCount);
  switch (f.type) {
    case 'like':
      return `${who} liked your post${quote(f.postCaption)}`;
    case 'comment':
      return `${who} commented on your post${quote(f.commentText)}`;
    case 'reply':
      return `${who} replied to your comment${quote(f.commentText)}`;
    case 'follow':
      return `${who} started following you`;
    case 'connection_request':
      return `${who} wants to connect with you`;
    case 'connection_accepted':
      return `${who} accepted your connection request`;
    case 'community_join':
      return `${who} joined your community ${f.communityName ?? ''}`.trimEnd();
    case 'message':
      return f.messageCount > 1
        ? `${who} sent you ${f.messageCount} messages`
        : `${who} sent you a message`;
    case 'data_export_ready':
      return 'Your data download is ready';
    case 'recruiting_interest':
      return `${who} is interested in recruiting you`;
    case 'interest_accepted':
      return `${who} accepted your interest: you can now chat`;
    case 'saved_search_match': {
      const n = f.athleteCount ?? 1;
      return n === 1
        ? 'A new athlete fits your saved search'
        : `${n} new athletes fit your saved search`;
    }
    case 'login_alert': {
      const from = [f.browser, f.address && `(${f.address})`].filter(Boolean).join(' ');
      return from ? `New login to your account from ${from}` : 'New login to your account';
    }
    case 'report_outcome':
    case 'moderation_notice':
      return moderationText(f.moderation);
  }
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** 'Chrome on Linux' from a user agent; the raw agent's start when nothing matches. */
export function describeBrowser(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? userAgent.slice(0, 40);
}

/** A preference that turns a type off; types without one are always kept. */
export function preferenceOf(
  type: NotificationType,
):
  | 'likeNotifications'
  | 'commentNotifications'
  | 'followNotifications'
  | 'messageNotifications'
  | null {
  switch (type) {
    case 'like':
      return 'likeNotifications';
    case 'comment':
    case 'reply':
      return 'commentNotifications';
    case 'follow':
    case 'connection_request':
    case 'connection_accepted':
    case 'community_join':
      return 'followNotifications';
    case 'message':
      return 'messageNotifications';
    case 'data_export_ready':
    case 'login_alert':
    case 'report_outcome':
    case 'moderation_notice':
    case 'recruiting_interest':
    case 'interest_accepted':
    case 'saved_search_match':
      return null;
  }
}
