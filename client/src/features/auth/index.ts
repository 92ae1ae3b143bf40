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
  useLogoutEverywhere,
  LOGGED_OUT_EVERYWHERE_MESSAGE,
  LOGOUT_EVERYWHERE_FAILED_MESSAGE,
} from './model/useLogoutEverywhere';
export {
  authApi,
  useLoginMutation,
  useLoginSecondFactorMutation,
  useSignupMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
  type LoginRequest,
  type LoginResponse,
  type LoginSecondFactorRequest,
  type SignupRequest,
} from './api/authApi';
