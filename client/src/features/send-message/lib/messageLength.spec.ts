import { messageLength } from './messageLength';

describe('messageLength', () => {
  it('counts the trimmed text, as the server does', () => {
    expect(messageLength('  hi there \n')).toBe(8);
    expect(messageLength('x'.repeat(2000) + '   ')).toBe(2000);
  });

  it('counts an emoji once, and a variation selector as the character it is', () => {
    expect(messageLength('Hey there! 👋')).toBe(12);
    expect(messageLength('❤️')).toBe(2);
  });
});
