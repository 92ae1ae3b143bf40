import { baseApi, type AppealBody, type AppealDto, type Envelope } from '@/shared/api';

/** `POST /appeals`: signed in with the action's id, or with a suspended account's token. */
export const appealApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendAppeal: build.mutation<Envelope<AppealDto>, AppealBody>({
      query: (body) => ({ url: '/appeals', method: 'POST', body }),
    }),
  }),
});

export const { useSendAppealMutation } = appealApi;
