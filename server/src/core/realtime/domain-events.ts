/**
 * The in-process domain events (through @nestjs/event-emitter) and their payloads: one map for
 * the whole app, so an emit and its listeners cannot disagree on a payload. Core declares only
 * the transport's own event here; each module adds the events it emits in its `<module>.events.ts`
 * by declaration merging (`declare module '…/core/realtime/domain-events'`). A listener names an
 * event by its key and imports nothing of the module that emits it, and core names no module.
 */
export interface DomainEvents {
  /** A user's first socket connected, or their last one went away (on any replica). */
  'presence.changed': { userId: string; online: boolean };
}

export type DomainEventName = keyof DomainEvents;
