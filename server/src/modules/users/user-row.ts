import { getMetadataArgsStorage } from 'typeorm';
import { User } from './entities/user.entity';

/** The entity's columns as `column AS "property"`, read once from its decorators. */
const SELECTED = getMetadataArgsStorage()
  .filterColumns(User)
  .filter((c) => c.options.select !== false)
  .map((c) => {
    const column = c.options.name ?? c.propertyName;
    // TypeORM answers a `date` column as 'YYYY-MM-DD' text, not a Date at local midnight.
    const cast = c.options.type === 'date' ? '::text' : '';
    return { column, cast, property: c.propertyName as keyof UserRow };
  });

const columnsSql = (alias: string, columns: typeof SELECTED) =>
  columns.map((c) => `${alias}.${c.column}${c.cast} AS "${c.property}"`).join(', ');

/**
 * A whole user (never a `select: false` column such as the password hash) read by a raw
 * statement, with the columns named as the User entity names them, so hot reads are one prepared
 * statement instead of a TypeORM query built anew on every call. Derived from the entity, so a
 * new column is read here too.
 */
export function userColumnsSql(alias: string): string {
  return columnsSql(alias, SELECTED);
}

/** The fields `userColumnsSql` reads, as a User. */
export type UserRow = Omit<User, 'passwordHash'>;

/** The user in `row`, which may hold other columns of the same statement besides. */
export function toUser(row: UserRow): User {
  const user = new User();
  for (const { property } of SELECTED)
    (user as unknown as Record<string, unknown>)[property] = row[property];
  return user;
}

/** What a user's card shows of them (`toPublicUser`): a page of cards reads no more. */
const CARD_FIELDS = [
  'id',
  'userName',
  'fullName',
  'imageKey',
  'isActive',
  'gender',
  'dateOfBirth',
  'bio',
  'numOfFollowers',
  'numOfFollowing',
] as const satisfies readonly (keyof UserRow)[];

export type CardUser = Pick<User, (typeof CARD_FIELDS)[number]>;

const CARD_COLUMNS = SELECTED.filter((c) =>
  (CARD_FIELDS as readonly string[]).includes(c.property),
);

/** The columns of a card's user (`CardUser`), named as the entity names them. */
export function cardUserColumnsSql(alias: string): string {
  return columnsSql(alias, CARD_COLUMNS);
}

/**
 * The users table as other modules' statements read it, so that only this module names it: they
 * read the columns the User entity declares (`userColumnsSql`, `cardUserColumnsSql`, or by their
 * column names) of the alias they give.
 */

/** `JOIN users <alias> ON <alias>.id = <userId>` (or a LEFT JOIN). */
export function joinUserSql(alias: string, userId: string, kind: 'JOIN' | 'LEFT JOIN' = 'JOIN') {
  return `${kind} users ${alias} ON ${alias}.id = ${userId}`;
}

/** `users <alias>`, for a FROM clause. */
export function fromUsersSql(alias: string): string {
  return `users ${alias}`;
}

/**
 * `CROSS JOIN LATERAL (…) <alias>`: the author of each row, one primary-key probe per row, with
 * the columns a post or a comment shows of its author. As a plain join, with a few thousand
 * posts, PostgreSQL hash-joined every post with every user and asked the visibility rule of each
 * before sorting (its estimate left out the rule's cost there): a signed-in feed page took 65 ms
 * with 20 000 posts, 10 pages a second at 64 connections. `OFFSET 0` keeps the subquery a probe,
 * so a page walks its own index newest first and stops at the page (1 ms).
 */
export function authorProbeSql(alias: string, userId: string): string {
  return `CROSS JOIN LATERAL (
        SELECT a.id, a.full_name, a.user_name, a.image_key, a.is_active, a.hibernated_at,
               a.suspended_at
          FROM users a WHERE a.id = ${userId} OFFSET 0) ${alias}`;
}

/** The app language the user `userId` chose (null: none), for a statement that reads it in passing. */
export function appLanguageSql(userId: string): string {
  return `(SELECT app_language FROM users WHERE id = ${userId})`;
}

/**
 * The follow counters of the users `a` and `b` (`id`, `followers`, `following`), their rows
 * locked as the follows' trigger locks them (`FOR NO KEY UPDATE`, in id order): a follow's own
 * statement reads them as they stand, and no other follow moves them until it commits.
 */
export function lockedFollowCountsSql(a: string, b: string): string {
  return `SELECT id, num_of_followers AS followers, num_of_following AS following
            FROM users WHERE id IN (${a}, ${b}) ORDER BY id FOR NO KEY UPDATE`;
}
