import { Global, Module } from '@nestjs/common';
import { InFlightWork } from './in-flight-work';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime-publisher';
import { RoomDirectory } from './room-directory';
import { SocketBudget } from './socket-budget';

/**
 * The socket transport: the handshake and room gateway, the publisher every push goes through,
 * the room directory and the in-flight work the shutdown waits for. It imports no feature: each
 * module declares its own listeners (domain events to pushes), its own client events (a gateway
 * of its own on the same server) and its own rooms (a RoomSource). Global, as every module that
 * pushes needs the publisher.
 */
@Global()
@Module({
  providers: [InFlightWork, RealtimeGateway, RealtimePublisher, RoomDirectory, SocketBudget],
  exports: [RealtimePublisher, RoomDirectory, InFlightWork],
})
export class RealtimeModule {}
