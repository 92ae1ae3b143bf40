import { User } from './entities/user.entity';

/**
 * A whole user (never the password hash) read by a raw statement, with the columns named as the
 * User entity names them, so hot reads are one prepared statement instead of a TypeORM query
 * built anew on every call. `date_of_birth` is text, as TypeORM answers a `date` column.
 */
export function userColumnsSql(alias: string): string {
  return `${alias}.id, ${alias}.user_name AS "userName", ${alias}.full_name AS "fullName",
    ${alias}.email, ${alias}.image_key AS "imageKey", ${alias}.is_active AS "isActive",
    ${alias}.gender, ${alias}.date_of_birth::text AS "dateOfBirth", ${alias}.bio,
    ${alias}.website, ${alias}.location, ${alias}.num_of_followers AS "numOfFollowers",
    ${alias}.num_of_following AS "numOfFollowing", ${alias}.hibernated_at AS "hibernatedAt",
    ${alias}.created_at AS "createdAt", ${alias}.updated_at AS "updatedAt"`;
}

/** The fields `userColumnsSql` reads, as a User. */
export type UserRow = Omit<User, 'passwordHash'>;

export function toUser(row: UserRow): User {
  return Object.assign(new User(), row);
}
