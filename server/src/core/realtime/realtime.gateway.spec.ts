import { EventEmitter2 } from '@nestjs/event-emitter';
import { InFlightWork } from './in-flight-work';
import { RealtimeGateway } from './realtime.gateway';

const tick = () => new Promise((resolve) => setImmediate(resolve));

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
    const gateway = new RealtimeGateway(
      {} as never,
      emitter,
      {} as never,
      {} as never,
      {} as never,
      work,
    );
    gateway.server = { in: () => ({ fetchSockets: () => fetched }) } as never;

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
    const gateway = new RealtimeGateway(
      {} as never,
      emitter,
      {} as never,
      {} as never,
      {} as never,
      new InFlightWork(emitter),
    );
    gateway.server = { in: () => ({ fetchSockets }) } as never;

    gateway.onModuleDestroy();
    await gateway.handleDisconnect({ data: { userId: 'u1', sessionId: 's1' } } as never);
    expect(fetchSockets).not.toHaveBeenCalled();
    expect(heard).not.toHaveBeenCalled();
  });
});
