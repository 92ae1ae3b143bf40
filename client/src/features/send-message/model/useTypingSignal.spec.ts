import { act, renderHook } from '@testing-library/react';
import { getSocket } from '@/shared/api';
import { TYPING_IDLE_MS } from './messages';
import { useTypingSignal } from './useTypingSignal';

const CHAT = 'c1000000-0000-4000-8000-000000000001';
const OTHER = 'b1000000-0000-4000-8000-000000000002';

describe('useTypingSignal', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('says typing_started again every couple of seconds of a long burst, and stops once idle', () => {
    const emit = jest.spyOn(getSocket(), 'emit').mockReturnThis();
    const { result } = renderHook(() => useTypingSignal(CHAT, OTHER));
    const said = () => emit.mock.calls.map(([event]) => event);

    // Six seconds of typing, a key every half second.
    for (let ms = 0; ms < 6000; ms += 500) {
      act(() => result.current.keystroke());
      act(() => jest.advanceTimersByTime(500));
    }
    // At 0, 2 and 4 s: the other side never goes TYPING_EXPIRY_MS without news.
    expect(said()).toEqual(['typing_started', 'typing_started', 'typing_started']);
    expect(emit).toHaveBeenLastCalledWith('typing_started', { chatId: CHAT, receiverId: OTHER });

    act(() => jest.advanceTimersByTime(TYPING_IDLE_MS));
    expect(said()).toEqual([
      'typing_started',
      'typing_started',
      'typing_started',
      'typing_stopped',
    ]);
  });
});
