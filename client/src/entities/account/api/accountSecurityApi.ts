import { baseApi, dataOf, TAGS, type Envelope } from '@/shared/api';
import type {
  ConfirmTwoFactorRequest,
  RecoveryCodes,
  SessionInfo,
  TwoFactorSetup,
} from '../model/types';
import { settingsApi } from './settingsApi';

/** Settings → Privacy & Security: signed-in devices and two-factor sign-in. */
export const accountSecurityApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessions: build.query<SessionInfo[], void>({
      query: () => '/settings/sessions',
      transformResponse: (body: Envelope<SessionInfo[]>) => dataOf(body),
      providesTags: [TAGS.sessions],
    }),
    endSession: build.mutation<Envelope<undefined>, string>({
      query: (id) => ({ url: `/settings/sessions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: [TAGS.sessions],
    }),
    endOtherSessions: build.mutation<Envelope<{ ended: number }>, void>({
      query: () => ({ url: '/settings/sessions/logout-others', method: 'POST' }),
      invalidatesTags: [TAGS.sessions],
    }),
    setupTwoFactor: build.mutation<TwoFactorSetup, void>({
      query: () => ({ url: '/settings/2fa/setup', method: 'POST' }),
      transformResponse: (body: Envelope<TwoFactorSetup>) => dataOf(body),
    }),
    enableTwoFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: '/settings/2fa/enable', method: 'POST', body }),
      transformResponse: (body: Envelope<RecoveryCodes>) => dataOf(body),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft.privacy.twoFactorAuth = true;
          }),
        );
      },
    }),
    disableTwoFactor: build.mutation<Envelope<undefined>, ConfirmTwoFactorRequest>({
      query: (body) => ({ url: '/settings/2fa/disable', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        if (!(await queryFulfilled.then(() => true).catch(() => false))) return;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft.privacy.twoFactorAuth = false;
          }),
        );
      },
    }),
    newRecoveryCodes: build.mutation<RecoveryCodes, ConfirmTwoFactorRequest>({
      query: (body) => ({ url: '/settings/2fa/recovery-codes', method: 'POST', body }),
      transformResponse: (body: Envelope<RecoveryCodes>) => dataOf(body),
    }),
  }),
});

export const {
  useGetSessionsQuery,
  useEndSessionMutation,
  useEndOtherSessionsMutation,
  useSetupTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useNewRecoveryCodesMutation,
} = accountSecurityApi;
