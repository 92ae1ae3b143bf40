import { SqlParams } from '../../core/database/sql';
import { followsSql } from '../follow/follow.repository';
import { recruitingContactSql } from '../recruiting/recruiting.repository';
import { visibilitySql, type RelationRow } from '../visibility';

export type SendCheckRow = RelationRow & {
  /** The receiver exists (without them, the relation columns mean nothing). */
  found: boolean;
  /** With a chat id: the sender's other member in that chat (null: not the sender's chat). */
  chat_other?: string | null;
  /** Without one: the pair's chat, if they have one. */
  pair_chat_id?: string | null;
  /** Without one: the sender follows the receiver (needed to start a chat). */
  following?: boolean;
  /** Without one: the receiver follows the sender (a minor's first message needs it). */
  followed_by_receiver?: boolean;
  /** The receiver is under 18 by their private date of birth. */
  receiver_minor: boolean;
  /** The two have an accepted recruiting interest between them (it opens their chat). */
  recruiting_contact: boolean;
};

/**
 * What sending a message needs to know, as one statement (it runs for every message): the
 * visibility rule's relation of the sender to the receiver, and either the member of the named
 * chat or the pair's chat and whether the sender follows the receiver. Always one row.
 */
export function sendCheckQuery(
  senderId: string,
  receiverId: string,
  chatId: string | null,
): { text: string; values: unknown[] } {
  const params = new SqlParams([receiverId]);
  const relation = visibilitySql.relationColumns(params, 'u', 's', senderId);
  const sender = params.named('viewer', senderId, 'uuid');
  const chat = chatId
    ? `(SELECT CASE WHEN c.user_low = ${sender} THEN c.user_high ELSE c.user_low END
          FROM chats c
         WHERE c.id = ${params.add(chatId, 'uuid')}
           AND (c.user_low = ${sender} OR c.user_high = ${sender})) AS chat_other`
    : `(SELECT c.id FROM chats c
         WHERE c.user_low = least(${sender}, t.id) AND c.user_high = greatest(${sender}, t.id))
         AS pair_chat_id,
       ${followsSql(sender, 't.id')} AS following,
       ${followsSql('t.id', sender)} AS followed_by_receiver`;
  const minor = `coalesce(u.date_of_birth > current_date - interval '18 years', false)`;
  const text = `SELECT u.id IS NOT NULL AS found, ${relation}, ${chat}, ${minor} AS receiver_minor,
       ${recruitingContactSql(sender, 't.id')} AS recruiting_contact
    FROM (SELECT $1::uuid AS id) t
    ${visibilitySql.relationSource('u', 's', { userId: 't.id', kind: 'LEFT JOIN' })}`;
  return { text, values: params.values };
}
