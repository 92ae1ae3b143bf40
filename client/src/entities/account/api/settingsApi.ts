import { baseApi, dataOf, MY_PROFILE_TAGS, TAGS, type Envelope } from '@/shared/api';
import type {
  AccountStatus,
  AppLanguage,
  AppLanguageRequest,
  ChangePasswordRequest,
  DataDownloadStatus,
  NotificationPreferences,
  PrivacySettings,
  ProfileInfo,
  SettingsDto,
} from '../model/types';

type ProfileChanges = Partial<Record<'fullName' | 'bio' | 'website' | 'location', string>>;

/** The caller's account settings: one cache entry every settings view reads and patches. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<SettingsDto, void>({
      query: () => '/settings',
      transformResponse: (body: Envelope<SettingsDto>) => dataOf(body),
      providesTags: [TAGS.settings],
    }),
    updatePrivacy: build.mutation<PrivacySettings, Partial<PrivacySettings>>({
      query: (changes) => ({ url: '/settings/privacy', method: 'PUT', body: changes }),
      transformResponse: (body: Envelope<PrivacySettings>) => dataOf(body),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data: privacy } = await queryFulfilled.catch(() => ({ data: null }));
        if (!privacy) return;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft.privacy = privacy;
          }),
        );
      },
    }),
    updateNotifications: build.mutation<
      Envelope<NotificationPreferences>,
      Partial<NotificationPreferences>
    >({
      query: (changes) => ({ url: '/settings/notifications', method: 'PUT', body: changes }),
      async onQueryStarted(_changes, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.data) return;
        const stored = data.data;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft.notifications = stored;
          }),
        );
      },
    }),
    updateLanguages: build.mutation<Envelope<{ languages: string[] }>, string[]>({
      query: (languages) => ({ url: '/settings/languages', method: 'PUT', body: { languages } }),
      async onQueryStarted(_languages, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.data) return;
        const { languages } = data.data;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft.languages = languages;
          }),
        );
      },
    }),
    /** The app's own language on the account (not the spoken languages above). */
    updateAppLanguage: build.mutation<Envelope<AppLanguageRequest>, AppLanguage>({
      query: (appLanguage) => ({
        url: '/settings/app-language',
        method: 'PUT',
        body: { appLanguage } satisfies AppLanguageRequest,
      }),
      async onQueryStarted(appLanguage, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft.appLanguage = data.data?.appLanguage ?? appLanguage;
          }),
        );
      },
    }),
    updateSettingsProfile: build.mutation<Envelope<ProfileInfo>, ProfileChanges>({
      query: (changes) => ({ url: '/settings/profile', method: 'PUT', body: changes }),
      invalidatesTags: MY_PROFILE_TAGS,
    }),
    changePassword: build.mutation<Envelope<undefined>, ChangePasswordRequest>({
      query: (body) => ({ url: '/settings/password', method: 'PUT', body }),
    }),
    hibernate: build.mutation<Envelope<AccountStatus>, void>({
      query: () => ({ url: '/settings/hibernate', method: 'PUT' }),
    }),
    reactivate: build.mutation<Envelope<AccountStatus>, void>({
      query: () => ({ url: '/settings/reactivate', method: 'PUT' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data?.data) return;
        const status = data.data;
        dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft.account_status = status;
          }),
        );
      },
    }),
    requestDataDownload: build.mutation<Envelope<undefined>, void>({
      query: () => ({ url: '/settings/request-data-download', method: 'POST' }),
      invalidatesTags: [TAGS.dataDownload],
    }),
    getDataDownload: build.query<DataDownloadStatus, void>({
      query: () => '/settings/data-download',
      transformResponse: (body: Envelope<DataDownloadStatus>) => dataOf(body),
      providesTags: [TAGS.dataDownload],
    }),
    /** Asked before the last confirmation of a deletion: a wrong password is told first. */
    checkPassword: build.mutation<Envelope<undefined>, { password: string }>({
      query: (body) => ({ url: '/settings/check-password', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<Envelope<undefined>, { password: string }>({
      query: (body) => ({ url: '/settings/delete-account', method: 'DELETE', body }),
    }),
  }),
});

export const {
  useGetSettingsQuery,
  useUpdatePrivacyMutation,
  useUpdateNotificationsMutation,
  useUpdateLanguagesMutation,
  useUpdateAppLanguageMutation,
  useUpdateSettingsProfileMutation,
  useChangePasswordMutation,
  useHibernateMutation,
  useReactivateMutation,
  useRequestDataDownloadMutation,
  useGetDataDownloadQuery,
  useCheckPasswordMutation,
  useDeleteAccountMutation,
} = settingsApi;
