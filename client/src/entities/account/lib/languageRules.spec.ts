import { act } from 'react';
import { i18n } from '@/shared/i18n';
import { checkLanguage, languageSuggestions, sameLanguages } from './languageRules';

describe('language rules', () => {
  it('suggests built-in names by substring in any case, without chosen ones, at most 10', () => {
    expect(languageSuggestions('ISH', [])).toEqual([
      'English',
      'Spanish',
      'Swedish',
      'Danish',
      'Finnish',
      'Polish',
      'Turkish',
    ]);
    expect(languageSuggestions('ish', ['english'])).not.toContain('English');
    expect(languageSuggestions('a', []).length).toBe(10);
    expect(languageSuggestions('  ', [])).toEqual([]);
  });

  it('checks length, duplicates and the limit, and tells custom names apart', () => {
    expect(checkLanguage('e', [])).toEqual({
      ok: false,
      error: 'Language must be at least 2 characters long',
    });
    expect(checkLanguage('ENGLISH', ['English'])).toEqual({
      ok: false,
      error: 'Language already added',
    });
    expect(checkLanguage('Dutch', ['a1', 'b1', 'c1', 'd1', 'e1'])).toEqual({
      ok: false,
      error: 'You can select up to 5 languages',
    });
    expect(checkLanguage(' german ', [])).toEqual({ ok: true, language: 'German', custom: false });
    expect(checkLanguage('Catalan', [])).toEqual({ ok: true, language: 'Catalan', custom: true });
  });

  it('says why a name is refused in the app language', async () => {
    await act(() => i18n.changeLanguage('es'));
    expect(checkLanguage('e', [])).toEqual({
      ok: false,
      error: 'El idioma debe tener al menos 2 caracteres',
    });
    await act(() => i18n.changeLanguage('fr'));
    expect(checkLanguage('Dutch', ['a1', 'b1', 'c1', 'd1', 'e1'])).toEqual({
      ok: false,
      error: "Vous pouvez choisir jusqu'à 5 langues",
    });
  });

  it('compares lists in order', () => {
    expect(sameLanguages(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameLanguages(['a', 'b'], ['b', 'a'])).toBe(false);
  });
});
