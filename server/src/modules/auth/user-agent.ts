import Bowser from 'bowser';

/**
 * The device a User-Agent names, as the sessions list and the login alert show it: 'Chrome on
 * Linux', 'Safari on iOS (mobile)'. Parsed by bowser; the raw agent's start when it names nothing
 * known, null without one.
 */
export function describeDevice(userAgent: string | null | undefined): string | null {
  const agent = userAgent?.trim();
  if (!agent) return null;
  const parsed = Bowser.parse(agent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  const kind = parsed.platform.type;
  const base = browser && os ? `${browser} on ${os}` : (browser ?? os);
  if (!base) return agent.slice(0, 60);
  return kind === 'mobile' || kind === 'tablet' ? `${base} (${kind})` : base;
}
