import { EventEmitter2 } from '@nestjs/event-emitter';
import { InFlightWork } from './in-flight-work';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe(InFlightWork.name, () => {
  it('waits for the handlers an emit started, and for the work they start in turn', async () => {
    const emitter = new EventEmitter2();
    const work = new InFlightWork(emitter);
    const done: string[] = [];
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    emitter.on(
      'first',
      async () => {
        await slow;
        done.push('first');
        emitter.emit('second');
      },
      { async: true, promisify: true },
    );
    emitter.on(
      'second',
      async () => {
        await tick();
        done.push('second');
      },
      { async: true, promisify: true },
    );

    expect(emitter.emit('first')).toBe(true);
    let settled = false;
    const waiting = work.settled().then(() => (settled = true));
    await tick();
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(done).toEqual(['first', 'second']);
  });

  it('keeps a failing handler from failing the wait, and hands tracked work back unchanged', async () => {
    const emitter = new EventEmitter2();
    const work = new InFlightWork(emitter);
    emitter.on('boom', () => Promise.reject(new Error('handler failed')), {
      async: true,
      promisify: true,
    });
    emitter.emit('boom');
    await expect(work.settled()).resolves.toBeUndefined();
    await expect(work.track(Promise.resolve(42))).resolves.toBe(42);
    expect(emitter.emit('nobody listens')).toBe(false);
  });
});
