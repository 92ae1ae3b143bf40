import type { FanProfile, Social } from '../model/types';

export type FanProfileInput = Pick<FanProfile, 'favouriteTeams' | 'languages' | 'socials'>;

/** A url without http(s) gets 'https://' in front. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The fan section as the server stores it: blank teams dropped, blank or duplicate
 * (case-insensitive) languages dropped, socials need platform and url, urls get a scheme.
 */
export function normaliseFanProfile(input: FanProfileInput): FanProfileInput {
  const favouriteTeams = input.favouriteTeams.map((t) => t.trim()).filter(Boolean);
  const seen = new Set<string>();
  const languages: string[] = [];
  for (const raw of input.languages) {
    const language = raw.trim();
    const key = language.toLowerCase();
    if (!language || seen.has(key)) continue;
    seen.add(key);
    languages.push(language);
  }
  const socials: Social[] = input.socials
    .map((s) => ({ platform: s.platform.trim(), url: s.url.trim() }))
    .filter((s) => s.platform && s.url)
    .map((s) => ({ platform: s.platform, url: withScheme(s.url) }));
  return { favouriteTeams, languages, socials };
}
