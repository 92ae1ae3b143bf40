import { isHideable, suspensionEnd } from './moderation.service';

describe('moderation rules', () => {
  it('hides content, never a whole account, by reports or removal', () => {
    expect(['post', 'comment', 'message', 'community'].every((t) => isHideable(t as 'post'))).toBe(
      true,
    );
    expect(isHideable('user')).toBe(false);
  });

  it('ends a suspension of n days n days later; none means until lifted', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(suspensionEnd(7, now)?.toISOString()).toBe('2026-12-04T10:00:00.000Z');
    expect(suspensionEnd(undefined, now)).toBeNull();
    expect(suspensionEnd(null, now)).toBeNull();
  });
});
