export {
  sessionSlice,
  sessionUserUpdated,
  selectIsAuthenticated,
  selectSessionUser,
  selectExitPath,
  type SessionState,
} from './model/sessionSlice';
export { useUpdateSessionUser } from './model/useUpdateSessionUser';
