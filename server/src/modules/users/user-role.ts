import { type Queryable, sqlRows } from '../../core/database/sql';
import type { UserRole } from '../../contracts/users';

/**
 * Sets the role of the user named `userName` (any case) in `db`; answers the user, or null when
 * no one has that name. For the command line, which runs without the app (and its services).
 */
export async function setRoleByName(
  db: Queryable,
  userName: string,
  role: UserRole,
): Promise<{ id: string; userName: string } | null> {
  const [row] = await sqlRows<{ id: string; user_name: string }>(
    db,
    `UPDATE users SET role = $2 WHERE lower(user_name) = lower($1) RETURNING id, user_name`,
    [userName, role],
  );
  return row ? { id: row.id, userName: row.user_name } : null;
}
