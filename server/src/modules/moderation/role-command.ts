import type { DataSource } from 'typeorm';
import { setRoleByName } from '../users/user-role';

const USAGE = [
  'Usage:',
  '  npm run admin -- grant <userName> admin|moderator',
  '  npm run admin -- revoke <userName>',
].join('\n');

export type RoleCommand =
  | { kind: 'grant'; userName: string; role: 'admin' | 'moderator' }
  | { kind: 'revoke'; userName: string };

/** The command in `argv` (after the script's own arguments), or the usage text. */
export function parseRoleCommand(argv: string[]): RoleCommand | string {
  const [verb, userName, role, ...rest] = argv;
  if (rest.length > 0 || !userName) return USAGE;
  if (verb === 'grant' && (role === 'admin' || role === 'moderator')) {
    return { kind: 'grant', userName, role };
  }
  if (verb === 'revoke' && role === undefined) return { kind: 'revoke', userName };
  return USAGE;
}

/**
 * Sets the role and writes the audit log like any staff action (the actor is the command line),
 * in one transaction. Answers what it did; throws when no one has that name.
 */
export async function runRoleCommand(db: DataSource, command: RoleCommand): Promise<string> {
  const role = command.kind === 'grant' ? command.role : 'user';
  return db.transaction(async (tx) => {
    const user = await setRoleByName(tx, command.userName, role);
    if (!user) throw new Error(`No user named "${command.userName}"`);
    await tx.query(
      `INSERT INTO audit_log (actor_id, actor_name, action, target_type, target_id, reason, details)
       VALUES (NULL, NULL, 'user.role', 'user', $1, 'Command line', $2::jsonb)`,
      [user.id, JSON.stringify({ role, via: 'cli' })],
    );
    return command.kind === 'grant'
      ? `${user.userName} is now ${role}`
      : `${user.userName} is no longer staff`;
  });
}
