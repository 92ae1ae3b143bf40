// Every language's catalogues at once: for the catalogue tests and the unit tests' setup. The app
// itself loads one language at a time (catalogues.ts).
import type { AppLanguage } from '@contracts';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import type { Catalogue, Namespace } from './namespaces';

export { NAMESPACES, type Catalogue, type Namespace } from './namespaces';

export const RESOURCES = { en, es, fr } satisfies Record<AppLanguage, Record<Namespace, Catalogue>>;
