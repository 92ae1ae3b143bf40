import { type AppLanguage, DEFAULT_APP_LANGUAGE } from '../../contracts/app-language';
import type { NotificationModeration, NotificationType } from '../../contracts/notifications';
import {
  type MessageKey,
  type MessageValues,
  translate,
  translateDevice,
} from '../../core/i18n/translate';

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

function moderationText(
  m: NotificationModeration | null | undefined,
  language: AppLanguage,
): string {
  const target = m?.targetType ?? 'content';
  const values = {
    // English names the thing in a word; the other catalogues choose their own by `target`.
    what: target === 'user' ? 'account' : target,
    target,
    why: m?.reason ? translate(language, 'moderation.why', { reason: m.reason }) : '',
  };
  switch (m?.kind) {
    case 'reviewed':
      return translate(language, 'moderation.reviewed');
    case 'actioned':
      return translate(language, 'moderation.actioned');
    case 'warn':
      return translate(language, 'moderation.warn', values);
    case 'remove':
      return translate(language, 'moderation.remove', values);
    case 'restore':
      return translate(language, 'moderation.restore', values);
    case 'appeal_upheld':
      return translate(language, 'moderation.appealUpheld', values);
    case 'appeal_reversed':
      return translate(language, 'moderation.appealReversed', values);
    default:
      return translate(language, 'moderation.default');
  }
}

const QUOTE_LENGTH = 80;

function quote(text: string | null, language: AppLanguage): string {
  if (!text) return '';
  const flat = text.replace(/\s+/g, ' ').trim();
  const cut = flat.length > QUOTE_LENGTH ? `${flat.slice(0, QUOTE_LENGTH - 1)}…` : flat;
  return translate(language, 'notification.quote', { text: cut });
}

/** 'A', 'A and 1 other', 'A and 3 others' (an ICU plural in each language). */
export function people(
  actorName: string,
  othersCount: number,
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): string {
  return translate(language, 'notification.people', {
    actor: actorName,
    others: Math.max(othersCount, 0),
  });
}

/**
 * The sentence an item shows, the same in the list, the toast and the digest email, in the
 * recipient's language. `others` lets a language agree the verb with several people.
 */
export function notificationText(
  f: NotificationFacts,
  language: AppLanguage = DEFAULT_APP_LANGUAGE,
): string {
  const others = Math.max(f.othersCount, 0);
  const who = people(f.actorName ?? translate(language, 'notification.someone'), others, language);
  const t = (key: MessageKey, values: MessageValues = {}) =>
    translate(language, key, { who, others, ...values });
  switch (f.type) {
    case 'like':
      return t('notification.like', { quote: quote(f.postCaption, language) });
    case 'comment':
      return t('notification.comment', { quote: quote(f.commentText, language) });
    case 'reply':
      return t('notification.reply', { quote: quote(f.commentText, language) });
    case 'follow':
      return t('notification.follow');
    case 'connection_request':
      return t('notification.connectionRequest');
    case 'connection_accepted':
      return t('notification.connectionAccepted');
    case 'community_join':
      return f.communityName
        ? t('notification.communityJoin', { community: f.communityName })
        : t('notification.communityJoinUnnamed');
    case 'message':
      return t('notification.message', { count: Math.max(f.messageCount, 1) });
    case 'data_export_ready':
      return t('notification.dataExportReady');
    case 'recruiting_interest':
      return t('notification.recruitingInterest');
    case 'interest_accepted':
      return t('notification.interestAccepted');
    case 'saved_search_match':
      return t('notification.savedSearchMatch', { count: f.athleteCount ?? 1 });
    case 'login_alert': {
      const browser = f.browser && translateDevice(language, f.browser);
      const from = [browser, f.address && `(${f.address})`].filter(Boolean).join(' ');
      return from ? t('notification.loginAlertFrom', { from }) : t('notification.loginAlert');
    }
    case 'report_outcome':
    case 'moderation_notice':
      return moderationText(f.moderation, language);
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
