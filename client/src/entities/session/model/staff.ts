import { useSelector } from 'react-redux';
import { selectSessionUser } from './sessionSlice';

/** Moderators and admins see the Admin area (the server checks every request anyway). */
export function isStaffRole(role: string | undefined | null): boolean {
  return role === 'moderator' || role === 'admin';
}

/**
 * Whether the signed-in user is staff: `freshRole` (the current-user answer, when the caller
 * has it) wins over the role stored at login, so a revoke hides the entry at the next read.
 */
export function useIsStaff(freshRole?: string | null): boolean {
  const stored = useSelector(selectSessionUser);
  return isStaffRole(freshRole ?? stored?.role);
}
