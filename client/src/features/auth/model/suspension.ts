export const SUSPENDED_TITLE = 'Your account is suspended';

/** The end of a suspension as people read it ('until further notice' when it has none). */
export function suspensionEndText(until: string | null): string {
  if (!until) return 'until further notice';
  return `until ${new Date(until).toLocaleDateString(undefined, { dateStyle: 'long' })}`;
}
