import { EventEmitter2 } from '@nestjs/event-emitter';
import { InFlightWork } from './in-flight-work';
import { RealtimeGateway } from './realtime.gateway';

const tick = () => new Promise((resolve) => setImmediate(resolve));

/** A gateway whose server answers `fetchSockets` for any room; the rest is unused here. */
function gatewayWith(
  emitter: EventEmitter2,
  work: InFlightWork,
  fetchSockets: () => Promise<unknown[]>,
): RealtimeGateway {
  const none = {} as never;
  const gateway = new RealtimeGateway(none, emitter, none, none, none, work, none);
  gateway.server = { in: () => ({ fetchSockets }) } as never;
  return gateway;
}

describe(RealtimeGateway.name, () => {
  it('holds the shutdown wait until a disconnect that began before it has told its presence', async () => {
    const emitter = new EventEmitter2();
    const work = new InFlightWork(emitter);
    const written: boolean[] = [];
    emitter.on(
      'presence.changed',
      async ({ online }: { online: boolean }) => {
        await tick();
        written.push(online);
      },
      { async: true, promisify: true },
    );
    let answer!: (sockets: unknown[]) => void;
    const fetched = new Promise<unknown[]>((resolve) => (answer = resolve));
    const gateway = gatewayWith(emitter, work, () => fetched);

    void gateway.handleDisconnect({ data: { userId: 'u1', sessionId: 's1' } } as never);
    gateway.onModuleDestroy();
    let shutDown = false;
    const shutdown = work.beforeApplicationShutdown().then(() => (shutDown = true));
    await tick();
    expect(shutDown).toBe(false);

    answer([]);
    await shutdown;
    expect(written).toEqual([false]);
  });

  it('says nothing about presence for sockets its own shutdown drops', async () => {
    const emitter = new EventEmitter2();
    const heard = jest.fn();
    emitter.on('presence.changed', heard);
    const fetchSockets = jest.fn().mockResolvedValue([]);
    const gateway = gatewayWith(emitter, new InFlightWork(emitter), fetchSockets);

    gateway.onModuleDestroy();
    await gateway.handleDisconnect({ data: { userId: 'u1', sessionId: 's1' } } as never);
    expect(fetchSockets).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
  });
});
