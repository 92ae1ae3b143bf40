import type { Queryable } from '../../../core/database/sql';
import { SqlParams, sqlRows } from '../../../core/database/sql';
import type { ReportSnapshot, ReportTargetType } from '../../../contracts/moderation';
import { visibilitySql } from '../../visibility';

/**
 * What moderation reads of the things people report. Like the data export, this folder reads
 * other modules' tables by design (read-only, one statement per target type): a report keeps a
 * copy of what it was about, and the rule "a reporter may report only what they can see" is the
 * visibility rule's own fragments.
 */
export interface TargetFacts {
  /** The reporter may see it (the visibility rule; a message: they are in its chat). */
  visible: boolean;
  authorId: string | null;
  snapshot: ReportSnapshot;
}

interface Row {
  author_id: string | null;
  author_user_name: string | null;
  text: string | null;
  media: (string | null)[] | null;
  context_id: string | null;
  visible: boolean;
}

function statement(type: ReportTargetType, params: SqlParams, viewer: string): string {
  const author = (column: string) =>
    `${column} AS author_id, (SELECT a.user_name FROM users a WHERE a.id = ${column}) AS author_user_name`;
  switch (type) {
    case 'post':
      return `SELECT ${author('p.user_id')}, p.title AS text,
          ARRAY[p.image_key, p.image_feed_key, p.video_key] AS media, p.community_id AS context_id,
          ${visibilitySql.post(params, 'p', viewer)} AS visible
        FROM posts p WHERE p.id = $1`;
    case 'comment':
      return `SELECT ${author('c.user_id')}, c.comment AS text, NULL::text[] AS media,
          c.post_id AS context_id,
          (EXISTS (SELECT 1 FROM posts cp WHERE cp.id = c.post_id
              AND ${visibilitySql.post(params, 'cp', viewer)})
            AND ${visibilitySql.user(params, 'c.user_id', viewer)}
            AND ${visibilitySql.notModerated(params, 'comment', 'c.id', viewer)}) AS visible
        FROM comments c WHERE c.id = $1`;
    case 'user':
      return `SELECT ${author('u.id')}, concat_ws(E'\\n', u.full_name, u.bio) AS text,
          ARRAY[u.image_key] AS media, NULL::uuid AS context_id,
          ${visibilitySql.user(params, 'u.id', viewer)} AS visible
        FROM users u WHERE u.id = $1`;
    case 'message': {
      const v = params.named('viewer', viewer, 'uuid');
      return `SELECT ${author('m.sender_id')}, m.content AS text, NULL::text[] AS media,
          m.chat_id AS context_id,
          (EXISTS (SELECT 1 FROM chats ch WHERE ch.id = m.chat_id
              AND (ch.user_low = ${v} OR ch.user_high = ${v}))
            AND ${visibilitySql.user(params, 'm.sender_id', viewer)}
            AND ${visibilitySql.message(params, 'm', viewer)}) AS visible
        FROM messages m WHERE m.id = $1`;
    }
    case 'community':
      return `SELECT ${author('c.owner_id')}, concat_ws(E'\\n', c.name, c.description) AS text,
          ARRAY[c.banner_key, c.banner_card_key] AS media, NULL::uuid AS context_id,
          ${visibilitySql.community(params, 'c', viewer)} AS visible
        FROM communities c WHERE c.id = $1`;
  }
}

/** The target as `viewer` meets it, or null when it does not exist. */
export async function readTarget(
  db: Queryable,
  type: ReportTargetType,
  id: string,
  viewer: string,
): Promise<TargetFacts | null> {
  const params = new SqlParams([id]);
  const text = statement(type, params, viewer);
  const [row] = await sqlRows<Row>(db, text, params.values);
  if (!row) return null;
  return {
    visible: row.visible,
    authorId: row.author_id,
    snapshot: {
      text: row.text,
      mediaKeys: (row.media ?? []).filter((k): k is string => !!k),
      authorId: row.author_id,
      authorUserName: row.author_user_name,
      contextId: row.context_id,
    },
  };
}

/** Which of these targets still exist (a deleted post shows as gone in the queue). */
export async function existingTargets(
  db: Queryable,
  targets: { type: ReportTargetType; id: string }[],
): Promise<Set<string>> {
  const tables: Record<ReportTargetType, string> = {
    post: 'posts',
    comment: 'comments',
    user: 'users',
    message: 'messages',
    community: 'communities',
  };
  const found = new Set<string>();
  for (const type of Object.keys(tables) as ReportTargetType[]) {
    const ids = targets.filter((t) => t.type === type).map((t) => t.id);
    if (ids.length === 0) continue;
    const rows = await sqlRows<{ id: string }>(
      db,
      `SELECT id FROM ${tables[type]} WHERE id = ANY($1::uuid[])`,
      [ids],
    );
    for (const r of rows) found.add(`${type}:${r.id}`);
  }
  return found;
}
