/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { APP_LANGUAGES } from '../config';
import { i18n } from './i18n';
import { NAMESPACES, RESOURCES } from './resources';

type Ast = ReturnType<IntlMessageFormat['getAst']>;

/** The arguments a message uses ({name}, {count, plural, …}), in its branches too. */
function argumentNames(ast: Ast, into = new Set<string>()): string[] {
  for (const element of ast) {
    if ('value' in element && element.type !== 0) into.add(element.value);
    if ('options' in element) {
      for (const option of Object.values(element.options)) argumentNames(option.value, into);
    }
    if ('children' in element) argumentNames(element.children, into);
  }
  return [...into].sort();
}

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const flat = Object.fromEntries(
  APP_LANGUAGES.map((lng) => [
    lng,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(RESOURCES[lng][ns] as Tree)])),
  ]),
) as Record<
  (typeof APP_LANGUAGES)[number],
  Record<(typeof NAMESPACES)[number], Map<string, string>>
>;

describe('message catalogues', () => {
  describe.each(NAMESPACES)('namespace %s', (ns) => {
    it.each(APP_LANGUAGES.filter((lng) => lng !== 'en'))(
      'has in %s exactly the keys English has',
      (lng) => {
        const english = [...flat.en[ns].keys()].sort();
        const other = [...flat[lng][ns].keys()].sort();
        expect({ missing: english.filter((k) => !flat[lng][ns].has(k)) }).toEqual({ missing: [] });
        expect({ extra: other.filter((k) => !flat.en[ns].has(k)) }).toEqual({ extra: [] });
      },
    );

    it.each(APP_LANGUAGES)('has in %s only non-empty, well-formed ICU messages', (lng) => {
      for (const [key, message] of flat[lng][ns]) {
        expect({ key, empty: message.trim() === '' }).toEqual({ key, empty: false });
        expect(() => new IntlMessageFormat(message, lng)).not.toThrow();
      }
    });

    it.each(APP_LANGUAGES.filter((lng) => lng !== 'en'))(
      'keeps in %s the placeholders English has',
      (lng) => {
        const names = (message: string) => argumentNames(new IntlMessageFormat(message).getAst());
        for (const [key, english] of flat.en[ns]) {
          const translated = flat[lng][ns].get(key);
          if (translated === undefined) continue;
          expect({ key, names: names(translated) }).toEqual({ key, names: names(english) });
        }
      },
    );
  });

  it("has every key the code names (a literal 'namespace:key')", () => {
    const root = join(__dirname, '..', '..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name)) files.push(path);
      }
    };
    walk(root);
    const unknown: string[] = [];
    const namespaces = new Set<string>(NAMESPACES);
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/'([a-z]+):([\w.]+)'/g)) {
        const [, ns, key] = match;
        if (!namespaces.has(ns)) continue;
        if (!flat.en[ns as (typeof NAMESPACES)[number]].has(key)) {
          unknown.push(`${relative(root, file)}: ${ns}:${key}`);
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});

describe('ICU plurals', () => {
  const plural = '{count, plural, one {# comment} other {# comments}}';
  // A key per message: compiled messages are cached by key.
  const added: Array<[string, string]> = [];
  const t = (lng: string, message: string, count: number) => {
    const key = `pluralCheck${added.length}`;
    added.push([lng, key]);
    i18n.addResource(lng, 'common', key, message);
    return i18n.t(`common:${key}`, { lng, count });
  };

  afterAll(() => {
    for (const [lng, key] of added) {
      delete (i18n.getResourceBundle(lng, 'common') as Record<string, unknown>)[key];
    }
  });

  it('follows each language: Spanish and French say 1 comentario, 2 comentarios', () => {
    expect(t('en', plural, 1)).toBe('1 comment');
    expect(t('en', plural, 2)).toBe('2 comments');
    const es = '{count, plural, one {# comentario} other {# comentarios}}';
    expect(t('es', es, 1)).toBe('1 comentario');
    expect(t('es', es, 2)).toBe('2 comentarios');
    const fr = '{count, plural, one {# commentaire} other {# commentaires}}';
    expect(t('fr', fr, 1)).toBe('1 commentaire');
    expect(t('fr', fr, 2)).toBe('2 commentaires');
  });

  it('uses French CLDR rules: 0 is singular in French, plural in English and Spanish', () => {
    expect(t('fr', '{count, plural, one {# like} other {# likes}}', 0)).toBe('0 like');
    expect(t('en', '{count, plural, one {# like} other {# likes}}', 0)).toBe('0 likes');
    expect(t('es', '{count, plural, one {# like} other {# likes}}', 0)).toBe('0 likes');
  });

  it('formats the number in a plural in the language (thousands separators)', () => {
    expect(t('en', '{count, plural, one {# follower} other {# followers}}', 1200)).toBe(
      '1,200 followers',
    );
    expect(t('es', '{count, plural, one {# seguidor} other {# seguidores}}', 12000)).toBe(
      '12.000 seguidores',
    );
  });
});
