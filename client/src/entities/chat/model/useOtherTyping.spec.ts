import { act, renderHook } from '@testing-library/react';
import { getSocket, type UserTypingPayload } from '@/shared/api';
import { TYPING_EXPIRY_MS, useOtherTyping } from './useOtherTyping';

const CHAT = 'c1000000-0000-4000-8000-000000000001';
const OTHER = 'b1000000-0000-4000-8000-000000000002';

/** As the socket hands `user_typing` to the app's listeners. */
const hearTyping = () =>
  act(() =>
    getSocket()
      .listeners('user_typing')
      .forEach((fn) => fn({ chatId: CHAT, userId: OTHER } satisfies UserTypingPayload)),
  );

describe('useOtherTyping', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('drops an indicator no fresh user_typing renews, as when the typing tab died mid-word', () => {
    const { result } = renderHook(() => useOtherTyping(CHAT));
    hearTyping();
    expect(result.current).toBe(true);

    // A long burst: the typer repeats itself in time, and the indicator stays.
    act(() => jest.advanceTimersByTime(TYPING_EXPIRY_MS - 1000));
    hearTyping();
    act(() => jest.advanceTimersByTime(TYPING_EXPIRY_MS - 1000));
    expect(result.current).toBe(true);

    // Then silence, with no user_stopped_typing: it goes out by itself.
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(false);
  });
});
