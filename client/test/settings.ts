import { jsonResponse } from './http';

/** What `GET /settings` answers in a spec: empty sections, awake account, `data` overrides. */
export function settingsAnswer(data: Record<string, unknown> = {}): Response {
  return jsonResponse({
    success: true,
    data: {
      privacy: {},
      notifications: {},
      profile: {},
      languages: [],
      account_status: { isHibernated: false, hibernatedAt: null },
      ...data,
    },
  });
}
