export * from './realtime.module';
export * from './realtime-io.adapter';
export * from './events';
export * from './domain-events';
export * from './realtime-publisher';
export * from './room-directory';
