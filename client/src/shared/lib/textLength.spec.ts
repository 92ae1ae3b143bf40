import { clipText, limitText, textLength } from './textLength';

describe('textLength', () => {
  it('counts an emoji beyond the basic plane once, as the server does', () => {
    expect(textLength('🏀'.repeat(350))).toBe(350);
    expect(textLength('Goal! ⚽')).toBe(7);
  });

  it('counts a variation selector and the parts of a joined emoji, as the database does', () => {
    expect(textLength('❤️')).toBe(2);
    expect(textLength('👨‍👩‍👧')).toBe(5);
  });
});

describe('clipText', () => {
  it('cuts between whole characters, a flag or a family emoji being one', () => {
    expect(clipText('⚽🇧🇷🇦🇷 go', 2)).toBe('⚽🇧🇷');
    expect(clipText('👨‍👩‍👧‍👦👨‍👩‍👧‍👦', 1)).toBe('👨‍👩‍👧‍👦');
    expect(clipText('x'.repeat(61), 60)).toBe('x'.repeat(60));
  });

  it('answers null when the text is not longer than the limit', () => {
    expect(clipText('short', 60)).toBeNull();
    expect(clipText('🇧🇷🇧🇷', 2)).toBeNull();
  });
});

describe('limitText', () => {
  it('keeps up to the limit in characters the server counts, never half an emoji', () => {
    expect(limitText('🏀'.repeat(201), 200)).toBe('🏀'.repeat(200));
    expect(limitText('🏀'.repeat(150), 200)).toBe('🏀'.repeat(150));
    expect(limitText('abc', 2)).toBe('ab');
  });
});
