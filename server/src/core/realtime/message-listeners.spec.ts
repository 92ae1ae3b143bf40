import { EventEmitter } from 'node:events';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { from, isObservable, mergeAll, type Observable, of, throwError } from 'rxjs';
import { bindMessageListeners } from './message-listeners';

/** A socket that records what it emits back; `send` is a client's message arriving. */
function fakeSocket() {
  const inbox = new EventEmitter();
  const emitted: unknown[][] = [];
  return {
    socket: {
      on: (event: string, listener: (...args: unknown[]) => void) => inbox.on(event, listener),
      emit: (event: string, ...args: unknown[]) => emitted.push([event, ...args]),
    },
    send: (event: string, ...args: unknown[]) => inbox.emit(event, ...args),
    emitted,
  };
}

/** Nest's own transform: a handler's value, promise or observable, as an observable. */
const transform = (result: unknown): Observable<unknown> =>
  from(
    Promise.resolve(result).then((r): Observable<unknown> => (isObservable(r) ? r : of(r))),
  ).pipe(mergeAll());

const mapPayload = (payload: unknown) => new IoAdapter().mapPayload(payload);
const settle = () => new Promise((resolve) => setImmediate(resolve));

function handler(
  message: string,
  callback: MessageMappingProperties['callback'],
  isAckHandledManually = false,
): MessageMappingProperties {
  return { message, methodName: message, callback, isAckHandledManually };
}

describe('bindMessageListeners', () => {
  it("acknowledges a handler's answer, promised or not, with the data the client sent", async () => {
    const { socket, send } = fakeSocket();
    const seen: unknown[] = [];
    bindMessageListeners(
      socket,
      [
        handler('sync', (data) => {
          seen.push(data);
          return true as never;
        }),
        handler('async', async (data) => ({ echoed: data })),
      ],
      transform,
      mapPayload,
      () => undefined,
    );
    const acks: unknown[] = [];
    send('sync', { chatId: 'c1' }, (answer: unknown) => acks.push(answer));
    send('async', 'hello', (answer: unknown) => acks.push(answer));
    await settle();
    expect(seen).toEqual([{ chatId: 'c1' }]);
    expect(acks).toEqual([true, { echoed: 'hello' }]);
  });

  it('emits an { event, data } answer back, and stays silent for nothing or a self-acknowledging handler', async () => {
    const { socket, send, emitted } = fakeSocket();
    const acks: unknown[] = [];
    bindMessageListeners(
      socket,
      [
        handler('ping', async () => ({ event: 'pong', data: { at: 1 } })),
        handler('quiet', async () => undefined),
        handler(
          'manual',
          async (_data, ack) => {
            (ack as (a: string) => void)('mine');
            return 'not sent';
          },
          true,
        ),
      ],
      transform,
      mapPayload,
      () => undefined,
    );
    send('ping', {});
    send('quiet', {}, (a: unknown) => acks.push(a));
    send('manual', {}, (a: unknown) => acks.push(a));
    await settle();
    expect(emitted).toEqual([['pong', { at: 1 }]]);
    expect(acks).toEqual(['mine']);
  });

  it('reports a failure past the filters and keeps listening', async () => {
    const { socket, send } = fakeSocket();
    const errors: string[] = [];
    let calls = 0;
    bindMessageListeners(
      socket,
      [
        handler('flaky', () => {
          calls += 1;
          return (calls === 1 ? throwError(() => new Error('boom')) : of('ok')) as never;
        }),
      ],
      transform,
      mapPayload,
      (message, error) => errors.push(`${message}: ${(error as Error).message}`),
    );
    const acks: unknown[] = [];
    send('flaky', {}, (a: unknown) => acks.push(a));
    send('flaky', {}, (a: unknown) => acks.push(a));
    await settle();
    expect(errors).toEqual(['flaky: boom']);
    expect(acks).toEqual(['ok']);
  });

  it('reports a handler that throws at once instead of throwing out of the socket', () => {
    const { socket, send } = fakeSocket();
    const errors: string[] = [];
    bindMessageListeners(
      socket,
      [
        handler('broken', () => {
          throw new Error('at once');
        }),
      ],
      transform,
      mapPayload,
      (message, error) => errors.push(`${message}: ${(error as Error).message}`),
    );
    expect(() => send('broken', {})).not.toThrow();
    expect(errors).toEqual(['broken: at once']);
  });
});
