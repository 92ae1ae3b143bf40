export {
  sessionSlice,
  sessionUserUpdated,
  selectIsAuthenticated,
  selectSessionUser,
  selectExitPath,
  type SessionState,
} from './model/sessionSlice';
export { useUpdateSessionUser } from './model/useUpdateSessionUser';
export { isStaffRole, useIsStaff } from './model/staff';
