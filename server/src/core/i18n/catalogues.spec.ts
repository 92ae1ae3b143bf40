import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { APP_LANGUAGES } from '../../contracts/app-language';
import { en, type MessageKey } from './messages/en';
import { CATALOGUES, translate } from './translate';

/** The values a message takes, by name, from its parsed ICU form (plural and select ones too). */
function valuesOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesOf(option.value, into);
    }
  }
  return into;
}

const keys = Object.keys(en).sort();

describe('server message catalogues', () => {
  it.each(APP_LANGUAGES)('%s has exactly the keys of English', (language) => {
    expect(Object.keys(CATALOGUES[language]).sort()).toEqual(keys);
  });

  it.each(APP_LANGUAGES)('every %s message is valid ICU, with no empty text', (language) => {
    const broken = keys.filter((key) => {
      const text = CATALOGUES[language][key as MessageKey];
      try {
        return !text.trim() || !new IntlMessageFormat(text, language);
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  it.each(['es', 'fr'] as const)(
    'every %s message takes the values its English one takes',
    (language) => {
      const differ = keys.filter((key) => {
        const theirs = [...valuesOf(parse(CATALOGUES[language][key as MessageKey]))];
        const ours = [...valuesOf(parse(en[key as MessageKey]))];
        // A language may take a value English leaves out (`others`, to agree a verb), and may
        // choose its own word for what moderation acted on by `target` rather than English's
        // `what`: it never drops any other.
        const replaced = (name: string) => name === 'what' && theirs.includes('target');
        return !ours.every((name) => theirs.includes(name) || replaced(name));
      });
      expect(differ).toEqual([]);
    },
  );

  it('says "and 3 others" by each language’s plural rules', () => {
    const people = (language: 'en' | 'es' | 'fr', others: number) =>
      translate(language, 'notification.people', { actor: 'Ana', others });
    expect([0, 1, 3].map((n) => people('en', n))).toEqual([
      'Ana',
      'Ana and 1 other',
      'Ana and 3 others',
    ]);
    expect([0, 1, 3].map((n) => people('es', n))).toEqual([
      'Ana',
      'Ana y 1 persona más',
      'Ana y 3 personas más',
    ]);
    expect([0, 1, 3].map((n) => people('fr', n))).toEqual([
      'Ana',
      'Ana et 1 autre personne',
      'Ana et 3 autres personnes',
    ]);
  });

  it('counts with plurals: French says 0 and 1 in the singular, English and Spanish 1 only', () => {
    const subject = (language: 'en' | 'es' | 'fr', count: number) =>
      translate(language, 'mail.digest.subject', { count });
    expect(subject('en', 1)).toBe('You have 1 unread notification on SportsNet');
    expect(subject('en', 4)).toBe('You have 4 unread notifications on SportsNet');
    expect(subject('es', 1)).toBe('Tienes 1 notificación sin leer en SportsNet');
    expect(subject('es', 4)).toBe('Tienes 4 notificaciones sin leer en SportsNet');
    expect(subject('fr', 1)).toBe('Vous avez 1 notification non lue sur SportsNet');
    expect(subject('fr', 4)).toBe('Vous avez 4 notifications non lues sur SportsNet');
    expect(translate('fr', 'wait.seconds', { count: 0 })).toBe('0 seconde');
    expect(translate('es', 'wait.minutes', { count: 1 })).toBe('1 minuto');
  });
});
