import { SqlParams } from '../../core/database/sql';
import { visiblePostCountSql } from '../posts/posts.repository';
import { cardRelationColumnsSql, type CardRelationRow } from '../people/card-relation';
import { userColumnsSql, type UserRow } from '../users/user-row';
import { visibilitySql, type RelationRow } from '../visibility';

export type ProfileHeaderRow = UserRow & RelationRow & CardRelationRow & { num_of_posts: number };

/**
 * Everything a profile's header needs about `userId`, as one statement: the user, the visibility
 * rule's relation to the viewer (may they see the user, the profile, the online dot), the card's
 * follow and connection state, and how many of their posts the viewer may see (what the grid
 * shows). Each part is its owner's fragment; asked as four statements, their round trips cost
 * more than their execution.
 */
export function profileHeaderQuery(
  viewerId: string,
  userId: string,
): { text: string; values: unknown[] } {
  const params = new SqlParams([userId]);
  const text = `SELECT ${userColumnsSql('u')},
      ${visibilitySql.relationColumns(params, 'u', 's', viewerId)},
      ${cardRelationColumnsSql(params, 'u', viewerId)},
      ${visiblePostCountSql(params, 'u.id', viewerId)} AS num_of_posts
    FROM ${visibilitySql.relationSource('u', 's')}
   WHERE u.id = $1::uuid`;
  return { text, values: params.values };
}
