import { baseApi } from '@/shared/api';
import type { SessionUser } from '@/shared/model';

export interface LoginRequest {
  userName: string;
  password: string;
}

export interface LoginResponse {
  success: boolean;
  message?: string;
  token?: string;
  user?: SessionUser;
  /** The password was right; the account asks for its second factor (`challenge`), no token. */
  twoFactorRequired?: boolean;
  challenge?: string;
}

/** The second step: the challenge and a code from the app or a recovery code. */
export interface LoginSecondFactorRequest {
  challenge: string;
  code?: string;
  recoveryCode?: string;
}

export interface SignupRequest {
  userName: string;
  fullName: string;
  email: string;
  password: string;
}

export interface MessageResponse {
  success: boolean;
  message?: string;
}

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: (body) => ({ url: '/login', method: 'POST', body }),
    }),
    loginSecondFactor: build.mutation<LoginResponse, LoginSecondFactorRequest>({
      query: (body) => ({ url: '/login/2fa', method: 'POST', body }),
    }),
    signup: build.mutation<MessageResponse, SignupRequest>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
    }),
    logout: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/logout', method: 'POST' }),
    }),
    /** Every session of the account ends, this one too, and its data download links. */
    logoutEverywhere: build.mutation<MessageResponse, void>({
      query: () => ({ url: '/logout-everywhere', method: 'POST' }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginSecondFactorMutation,
  useSignupMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
} = authApi;
