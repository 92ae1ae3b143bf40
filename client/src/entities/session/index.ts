export {
  sessionSlice,
  selectIsAuthenticated,
  selectSessionUser,
  selectExitPath,
  type SessionState,
} from './model/sessionSlice';
