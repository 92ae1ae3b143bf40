export { LoginForm } from './ui/LoginForm';
export { SignupForm } from './ui/SignupForm';
export { LogoutButton, type LogoutButtonProps } from './ui/LogoutButton';
export { useLogout } from './model/useLogout';
export { useLogoutEverywhere } from './model/useLogoutEverywhere';
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
