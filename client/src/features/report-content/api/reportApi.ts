import { baseApi, type Envelope, type ReportBody, type ReportDto } from '@/shared/api';

/** `POST /reports`: one report of one thing. */
export const reportApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    report: build.mutation<Envelope<ReportDto>, ReportBody>({
      query: (body) => ({ url: '/reports', method: 'POST', body }),
    }),
  }),
});

export const { useReportMutation } = reportApi;
