import { trimInvisible } from './visibleText';

describe('trimInvisible', () => {
  it('leaves nothing of text made only of spaces and invisible characters', () => {
    for (const blank of ['   ', '\u200b\u200b\u200b', ' \u200d\ufeff\u00a0 ', '\u2060\u3164\n']) {
      expect(trimInvisible(blank)).toBe('');
    }
  });

  it('trims them at the ends only, and keeps emoji sequences and text inside whole', () => {
    expect(trimInvisible('\u200b Goal! \u200b')).toBe('Goal!');
    expect(trimInvisible('a\u200bb')).toBe('a\u200bb');
    expect(trimInvisible(' 👨\u200d👩\u200d👧 ❤\ufe0f ')).toBe('👨\u200d👩\u200d👧 ❤\ufe0f');
  });
});
