import { trimInvisible, trimmedText } from './visible-text';

describe('trimInvisible', () => {
  it('leaves nothing of text made only of spaces and invisible characters', () => {
    for (const blank of ['   ', '\u200b\u200b\u200b', ' \u200d\ufeff\u00a0 ', '\u2060\u3164\n']) {
      expect(trimInvisible(blank)).toBe('');
    }
  });

  it('trims them at the ends only, and keeps emoji sequences and text inside whole', () => {
    expect(trimInvisible('\u200b Goal! \u200b')).toBe('Goal!');
    expect(trimInvisible('a\u200bb')).toBe('a\u200bb');
    // A family emoji is joined by U+200D inside; a heart ends with a variation selector.
    expect(trimInvisible(' 👨\u200d👩\u200d👧 ❤\ufe0f ')).toBe('👨\u200d👩\u200d👧 ❤\ufe0f');
    expect(trimInvisible('مرحبا')).toBe('مرحبا');
  });

  it('passes anything but a string through as it came', () => {
    expect(trimmedText({ value: 42 })).toBe(42);
    expect(trimmedText({ value: null })).toBeNull();
    expect(trimmedText({ value: ' x\u200b' })).toBe('x');
  });

  it("reads a form's line breaks (\\r\\n, or a lone \\r) as the \\n the box counted", () => {
    expect(trimmedText({ value: 'one\r\ntwo\rthree\nfour\r\n' })).toBe('one\ntwo\nthree\nfour');
  });
});
