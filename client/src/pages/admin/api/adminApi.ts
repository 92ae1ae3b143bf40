import {
  baseApi,
  TAGS,
  type AppealDto,
  type AppealStatus,
  type AuditEntryDto,
  type Envelope,
  type ModerationActionDto,
  type Page,
  type ReportCategory,
  type ReportGroupDto,
  type ReportStatus,
  type ReportTargetType,
  type ResolveBody,
  type StaffUserDto,
  type UserRole,
} from '@/shared/api';

export interface QueueArgs {
  status: ReportStatus;
  targetType?: ReportTargetType;
  category?: ReportCategory;
}

const params = (args: object, cursor: string | null) =>
  Object.fromEntries(
    Object.entries({ ...args, cursor }).filter(
      ([, v]) => v !== undefined && v !== null && v !== '',
    ),
  );

const paged = {
  initialPageParam: null,
  getNextPageParam: (last: Page<unknown>) => last.nextCursor,
};

/** The staff area's reads and decisions; every decision reads the lists again. */
export const adminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    reportQueue: build.infiniteQuery<Page<ReportGroupDto>, QueueArgs, string | null>({
      infiniteQueryOptions: paged,
      query: ({ queryArg, pageParam }) => ({
        url: '/admin/reports',
        params: params(queryArg, pageParam),
      }),
      providesTags: [TAGS.moderation],
    }),
    resolveReport: build.mutation<
      Envelope<ModerationActionDto>,
      ResolveBody & { reportId: string }
    >({
      query: ({ reportId, ...body }) => ({
        url: `/admin/reports/${encodeURIComponent(reportId)}/resolve`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (r) => (r ? [TAGS.moderation, TAGS.post, TAGS.comment] : []),
    }),
    appeals: build.infiniteQuery<Page<AppealDto>, { status: AppealStatus }, string | null>({
      infiniteQueryOptions: paged,
      query: ({ queryArg, pageParam }) => ({
        url: '/admin/appeals',
        params: params(queryArg, pageParam),
      }),
      providesTags: [TAGS.moderation],
    }),
    decideAppeal: build.mutation<
      Envelope<AppealDto>,
      { appealId: string; uphold: boolean; reason: string }
    >({
      query: ({ appealId, ...body }) => ({
        url: `/admin/appeals/${encodeURIComponent(appealId)}/decide`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (r) => (r ? [TAGS.moderation, TAGS.post] : []),
    }),
    lookupUsers: build.query<StaffUserDto[], string>({
      query: (q) => ({ url: '/admin/users', params: { q } }),
      transformResponse: (body: Envelope<StaffUserDto[]>) => body.data ?? [],
      providesTags: [TAGS.moderation],
    }),
    suspendUser: build.mutation<
      Envelope<ModerationActionDto>,
      { userId: string; reason: string; days?: number }
    >({
      query: ({ userId, ...body }) => ({
        url: `/admin/users/${encodeURIComponent(userId)}/suspend`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (r) => (r ? [TAGS.moderation] : []),
    }),
    unsuspendUser: build.mutation<Envelope<undefined>, { userId: string }>({
      query: ({ userId }) => ({
        url: `/admin/users/${encodeURIComponent(userId)}/unsuspend`,
        method: 'POST',
        body: {},
      }),
      invalidatesTags: (r) => (r ? [TAGS.moderation] : []),
    }),
    setRole: build.mutation<Envelope<StaffUserDto>, { userId: string; role: UserRole }>({
      query: ({ userId, role }) => ({
        url: `/admin/users/${encodeURIComponent(userId)}/role`,
        method: 'PUT',
        body: { role },
      }),
      invalidatesTags: (r) => (r ? [TAGS.moderation] : []),
    }),
    auditLog: build.infiniteQuery<Page<AuditEntryDto>, void, string | null>({
      infiniteQueryOptions: paged,
      query: ({ pageParam }) => ({ url: '/admin/audit-log', params: params({}, pageParam) }),
      providesTags: [TAGS.moderation],
    }),
  }),
});

export const {
  useReportQueueInfiniteQuery,
  useResolveReportMutation,
  useAppealsInfiniteQuery,
  useDecideAppealMutation,
  useLazyLookupUsersQuery,
  useSuspendUserMutation,
  useUnsuspendUserMutation,
  useSetRoleMutation,
  useAuditLogInfiniteQuery,
} = adminApi;
