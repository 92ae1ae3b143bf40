import type { AppSocket } from '@/shared/api';
import { bindPresenceWatch, watchPresence } from './presenceWatch';

/** A stand-in for the session socket: what was emitted, and a way to (re)connect it. */
function fakeSocket() {
  const listeners = new Map<string, () => void>();
  const sent: [string, unknown][] = [];
  const socket = {
    connected: true,
    emit: (event: string, payload: unknown) => sent.push([event, payload]),
    on: (event: string, listener: () => void) => listeners.set(event, listener),
    off: (event: string) => listeners.delete(event),
  };
  const reconnect = () => listeners.get('connect')?.();
  return { socket: socket as unknown as AppSocket, sent, reconnect, raw: socket };
}

describe('presence watch list', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('watches each user on screen once, in one event per burst, and unwatches with the last dot', () => {
    const { socket, sent } = fakeSocket();
    const unbind = bindPresenceWatch(socket);
    const leaveA1 = watchPresence('a');
    const leaveA2 = watchPresence('a');
    const leaveB = watchPresence('b');
    expect(sent).toEqual([]);
    jest.runAllTimers();
    expect(sent).toEqual([['watch_presence', { watch: ['a', 'b'] }]]);

    expect(leaveA1()).toBe(false);
    jest.runAllTimers();
    expect(sent).toHaveLength(1); // another dot of 'a' is still shown
    expect(leaveA2()).toBe(true);
    leaveB();
    const leaveB2 = watchPresence('b'); // gone and back within one burst: nothing to say
    jest.runAllTimers();
    expect(sent).toEqual([
      ['watch_presence', { watch: ['a', 'b'] }],
      ['watch_presence', { unwatch: ['a'] }],
    ]);
    leaveB2();
    jest.runAllTimers();
    unbind();
  });

  it('sends the whole list again on every reconnect, and nothing while disconnected', () => {
    const { socket, sent, reconnect, raw } = fakeSocket();
    const unbind = bindPresenceWatch(socket);
    jest.runAllTimers();
    sent.length = 0;
    raw.connected = false;
    const leave = Array.from({ length: 150 }, (_, i) => watchPresence(`u${i}`));
    jest.runAllTimers();
    expect(sent).toEqual([]);
    raw.connected = true;
    reconnect();
    // The server takes 100 ids an event.
    expect(sent.map(([, p]) => (p as { watch: string[] }).watch.length)).toEqual([100, 50]);
    leave.forEach((l) => l());
    jest.runAllTimers();
    unbind();
  });
});
