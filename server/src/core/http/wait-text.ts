/**
 * How long a user is asked to wait, as every "Please try again in …" of the product words it:
 * seconds below a minute ('40 seconds', '1 second'), whole minutes from there on, rounded up so
 * the user never comes back too early ('58 minutes' for 3440 s, '60 minutes' for an hour).
 */
export function waitText(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return `${s} second${s === 1 ? '' : 's'}`;
  const minutes = Math.ceil(s / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
