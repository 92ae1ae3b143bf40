import { Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';

/** The run of each job under way, per instance, so that a tick never starts a second one. */
const running = new WeakMap<object, Map<string | symbol, Promise<unknown>>>();

/**
 * The one way background work runs: the method is called every `everyMs` on every replica
 * (@nestjs/schedule's Interval, which starts at bootstrap and stops at shutdown), and may be
 * called at any time besides. A call while a run of it is under way joins that run instead of
 * starting another, and a failure is logged, never thrown at the timer (where it would end the
 * process). The jobs share their work between replicas through the database they already use
 * (rows claimed with `SKIP LOCKED`, conditional upserts), so no queue of their own is needed.
 */
export function BackgroundJob(name: string, everyMs: number): MethodDecorator {
  const logger = new Logger(name);
  return (target, key, descriptor: PropertyDescriptor) => {
    const work = descriptor.value as (this: object) => Promise<unknown>;
    descriptor.value = function (this: object): Promise<unknown> {
      const runs = running.get(this) ?? new Map<string | symbol, Promise<unknown>>();
      running.set(this, runs);
      const under = runs.get(key);
      if (under) return under;
      const run = Promise.resolve()
        .then(() => work.call(this))
        .catch((error: unknown) => logger.error(`${name} failed: ${String(error)}`))
        .finally(() => runs.delete(key));
      runs.set(key, run);
      return run;
    };
    Interval(name, everyMs)(target, key, descriptor);
  };
}
