import type { AppLanguage } from '@contracts';
import en from './locales/en';
import type { Catalogue, Namespace } from './namespaces';

type Catalogues = Record<Namespace, Catalogue>;

/**
 * English is bundled with the app (the fallback, and what most first paints need); Spanish and
 * French are chunks of their own, fetched when chosen, so a page carries one language's texts.
 */
const LOADERS: Record<AppLanguage, () => Promise<Catalogues>> = {
  en: () => Promise.resolve(en),
  es: () => import('./locales/es').then((m) => m.default),
  fr: () => import('./locales/fr').then((m) => m.default),
};

export const ENGLISH: Catalogues = en;

export function loadCatalogues(language: AppLanguage): Promise<Catalogues> {
  return LOADERS[language]();
}
