import { Module } from '@nestjs/common';
import { SessionListener } from './listeners/session.listener';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime-publisher';

/** Add each feature's push listener (listeners/*.listener.ts) to the providers here. */
@Module({
  providers: [RealtimeGateway, RealtimePublisher, SessionListener],
  exports: [RealtimePublisher],
})
export class RealtimeModule {}
