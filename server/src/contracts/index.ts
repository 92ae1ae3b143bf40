/**
 * The wire contract shared by server and client: payload and socket event types, and the limits
 * and text rules both sides apply (plain constants and pure functions). No imports from outside
 * this folder: the client compiles these files too. Server DTO classes implement these
 * interfaces; the client imports the types through `@/shared/api` and the rules through
 * `@/shared/config` and `@/shared/lib`.
 */
export * from './auth';
export * from './blocking';
export * from './chat';
export * from './communities';
export * from './comments';
export * from './connections';
export * from './envelope';
export * from './follow';
export * from './media';
export * from './moderation';
export * from './posts';
export * from './profiles';
export * from './socket-events';
export * from './users';
export * from './settings';
export * from './notifications';
export * from './limits';
export * from './text';
export * from './recruiting';
export * from './app-language';
