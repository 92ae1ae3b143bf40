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

/** The columns of a message the send statement stored, `m_`-prefixed beside the check's. */
export interface SentColumns {
  m_id: string | null;
  m_chat_id: string;
  m_sender_id: string;
  m_receiver_id: string;
  m_content: string;
  m_created_at: Date;
}

/**
 * What sending a message needs to know, as one statement (it runs for every message): the
 * visibility rule's relation of the sender to the receiver, and either the member of the named
 * chat or the pair's chat and whether the sender follows the receiver. Always one row.
 */
export function sendCheckQuery(
  senderId: string,
  receiverId: string,
  chatId: string | null,
  params = new SqlParams([receiverId]),
): { text: string; values: unknown[] } {
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

/**
 * The check and the insert in one statement, for a chat that exists (the named one, or the
 * pair's): the message is stored only when the check allows it, as `ChatService.send` decides
 * from the same columns. Sending is the busiest write, and a second round trip to PostgreSQL
 * cost more than the check itself. The answer is the check's row, with the stored message's
 * columns (`m_…`, null when nothing was stored: a refusal, or a first message that starts the
 * chat, which the caller makes in its own transaction). With `views`, a subquery on the stored
 * message `sent`, its rows join the answer (one row each; none when nothing was stored).
 */
export function sendQuery(
  senderId: string,
  receiverId: string,
  chatId: string | null,
  content: string,
  views?: (params: SqlParams) => string,
): { text: string; values: unknown[] } {
  const params = new SqlParams([receiverId]);
  const check = sendCheckQuery(senderId, receiverId, chatId, params);
  const sender = params.named('viewer', senderId, 'uuid');
  const chat = chatId ? `chk.chat_other = $1::uuid` : 'chk.pair_chat_id IS NOT NULL';
  const target = chatId ? params.add(chatId, 'uuid') : 'chk.pair_chat_id';
  // The receiver may hear from the sender: the rule `assertMayInteract` applies to the same
  // columns ('follow', then 'message' unless an accepted recruiting interest opens the chat).
  const allowed = `chk.found AND $1::uuid <> ${sender} AND ${chat}
    AND NOT chk.hibernated AND NOT chk.blocked_by_viewer AND NOT chk.blocks_viewer
    AND (chk.recruiting_contact OR chk.allow_messages = 'everyone'
         OR (chk.allow_messages = 'friends' AND chk.connected))`;
  const text = `WITH chk AS (${check.text}),
    sent AS (
      INSERT INTO messages AS m (chat_id, sender_id, receiver_id, content)
      SELECT ${target}, ${sender}, $1::uuid, ${params.add(content, 'text')} FROM chk WHERE ${allowed}
      RETURNING m.id, m.chat_id, m.sender_id, m.receiver_id, m.content, m.created_at)
    SELECT chk.*, sent.id AS m_id, sent.chat_id AS m_chat_id, sent.sender_id AS m_sender_id,
           sent.receiver_id AS m_receiver_id, sent.content AS m_content,
           sent.created_at AS m_created_at${views ? ', v.*' : ''}
      FROM chk LEFT JOIN sent ON true
      ${views ? `LEFT JOIN LATERAL (${views(params)}) v ON true` : ''}`;
  return { text, values: params.values };
}
