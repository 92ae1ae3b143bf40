/**
 * What a data download holds: one JSON file per section, each a query on the user's own rows
 * (`$1` is the user id, `$2` the page size, `$3` the offset). Read-only by design: the export
 * reads across modules the way the account-deletion cascade writes across them, and one list
 * here keeps "everything of the user" in one place to review.
 */
export interface ExportSection {
  file: string;
  sql: string;
  /** A single object rather than a list. */
  single?: boolean;
  /** Columns holding a media object's key: written as the path of its copy in the ZIP. */
  files?: readonly string[];
}

/**
 * Where a media object sits in the ZIP. The entry and every JSON reference to it take their
 * path from here, so a reader can open the file a post or the profile names.
 */
export function archiveMediaPath(key: string): string {
  return `media/${key.split('/').pop() ?? key}`;
}

/** A section's row as the JSON file holds it: its media keys become their paths in the ZIP. */
export function withArchivePaths(
  row: Record<string, unknown>,
  section: ExportSection,
): Record<string, unknown> {
  const paths = (section.files ?? []).map((column) => {
    const key = row[column];
    return [column, typeof key === 'string' ? archiveMediaPath(key) : key];
  });
  return { ...row, ...Object.fromEntries(paths) };
}

export const EXPORT_SECTIONS: readonly ExportSection[] = [
  {
    file: 'profile.json',
    single: true,
    files: ['pictureFile'],
    sql: `SELECT u.id, u.user_name AS "userName", u.full_name AS "fullName", u.email, u.gender,
                 u.date_of_birth AS "dateOfBirth", u.bio, u.website, u.location,
                 u.image_key AS "pictureFile", u.created_at AS "createdAt",
                 (SELECT row_to_json(f) FROM (SELECT favourite_teams AS "favouriteTeams", languages,
                         socials FROM fan_profiles WHERE user_id = u.id) f) AS "fanProfile",
                 (SELECT row_to_json(p) FROM (SELECT positions, teams
                         FROM player_profiles WHERE user_id = u.id) p) AS "playerProfile",
                 (SELECT row_to_json(c) FROM (SELECT coaching_history AS "coachingHistory",
                         recruiting_interests AS "recruitingInterests"
                         FROM coach_profiles WHERE user_id = u.id) c) AS "coachProfile"
            FROM users u WHERE u.id = $1 AND $2::int > 0 AND $3::int = 0`,
  },
  {
    file: 'settings.json',
    single: true,
    sql: `SELECT s.* FROM user_settings s WHERE s.user_id = $1 AND $2::int > 0 AND $3::int = 0`,
  },
  {
    file: 'posts.json',
    files: ['imageFile', 'videoFile'],
    sql: `SELECT id, title AS caption, image_key AS "imageFile", video_key AS "videoFile",
                 community_id AS "communityId", num_of_likes AS "numOfLikes",
                 num_of_comments AS "numOfComments", created_at AS "createdAt"
            FROM posts WHERE user_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
  },
  {
    file: 'comments.json',
    sql: `SELECT id, post_id AS "postId", parent_comment_id AS "parentCommentId", comment,
                 created_at AS "createdAt"
            FROM comments WHERE user_id = $1 ORDER BY created_at, id LIMIT $2 OFFSET $3`,
  },
  {
    file: 'likes.json',
    sql: `SELECT post_id AS "postId", created_at AS "createdAt" FROM post_likes
           WHERE user_id = $1 ORDER BY created_at, post_id LIMIT $2 OFFSET $3`,
  },
  {
    file: 'saves.json',
    sql: `SELECT post_id AS "postId", created_at AS "createdAt" FROM post_saves
           WHERE user_id = $1 ORDER BY created_at, post_id LIMIT $2 OFFSET $3`,
  },
  {
    file: 'reposts.json',
    sql: `SELECT post_id AS "postId", created_at AS "createdAt" FROM post_reposts
           WHERE user_id = $1 ORDER BY created_at, post_id LIMIT $2 OFFSET $3`,
  },
  {
    file: 'follows.json',
    sql: `SELECT CASE WHEN f.follower_id = $1 THEN 'following' ELSE 'follower' END AS direction,
                 u.id AS "userId", u.user_name AS "userName", f.created_at AS "createdAt"
            FROM follows f
            JOIN users u ON u.id = CASE WHEN f.follower_id = $1 THEN f.following_id ELSE f.follower_id END
           WHERE f.follower_id = $1 OR f.following_id = $1
           ORDER BY f.created_at, u.id LIMIT $2 OFFSET $3`,
  },
  {
    file: 'connections.json',
    sql: `SELECT c.status, CASE WHEN c.requester_id = $1 THEN 'sent' ELSE 'received' END AS direction,
                 u.id AS "userId", u.user_name AS "userName", c.created_at AS "createdAt"
            FROM connections c
            JOIN users u ON u.id = CASE WHEN c.requester_id = $1 THEN c.recipient_id ELSE c.requester_id END
           WHERE c.requester_id = $1 OR c.recipient_id = $1
           ORDER BY c.created_at, c.id LIMIT $2 OFFSET $3`,
  },
  {
    file: 'communities.json',
    sql: `SELECT c.id, c.name, c.description, c.owner_id = $1 AS owner,
                 m.created_at AS "joinedAt"
            FROM community_members m JOIN communities c ON c.id = m.community_id
           WHERE m.user_id = $1 ORDER BY m.created_at, c.id LIMIT $2 OFFSET $3`,
  },
  {
    // Both sides of the user's conversations: what they sent and what they received.
    file: 'messages.json',
    sql: `SELECT m.id, m.chat_id AS "chatId",
                 CASE WHEN m.sender_id = $1 THEN 'sent' ELSE 'received' END AS direction,
                 u.user_name AS "withUserName", m.content, m.created_at AS "createdAt"
            FROM messages m
            JOIN users u ON u.id = CASE WHEN m.sender_id = $1 THEN m.receiver_id ELSE m.sender_id END
           WHERE m.sender_id = $1 OR m.receiver_id = $1
           ORDER BY m.created_at, m.id LIMIT $2 OFFSET $3`,
  },
];

/** The user's own media objects (avatar and post originals), paged like the sections. */
export const MEDIA_KEYS_SQL = `
  SELECT key FROM (
    SELECT image_key AS key, 0 AS ord, created_at, id FROM users WHERE id = $1 AND image_key IS NOT NULL
    UNION ALL
    SELECT coalesce(image_key, video_key), 1, created_at, id FROM posts
     WHERE user_id = $1 AND (image_key IS NOT NULL OR video_key IS NOT NULL)
  ) k ORDER BY ord, created_at, id LIMIT $2 OFFSET $3`;
