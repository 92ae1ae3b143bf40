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
  useSignupMutation,
  useLogoutMutation,
  useLogoutEverywhereMutation,
} = authApi;
