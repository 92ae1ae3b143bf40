export { LoginForm, LOGIN_FAILED_MESSAGE } from './ui/LoginForm';
export {
  SignupForm,
  SIGNUP_SUCCESS_MESSAGE,
  SIGNUP_LOGIN_HINT,
  SIGNUP_FAILED_MESSAGE,
} from './ui/SignupForm';
export { LogoutButton, type LogoutButtonProps } from './ui/LogoutButton';
export { useLogout, LOGGED_OUT_MESSAGE } from './model/useLogout';
export {
  authApi,
  useLoginMutation,
  useSignupMutation,
  useLogoutMutation,
  type LoginRequest,
  type LoginResponse,
  type SignupRequest,
} from './api/authApi';
