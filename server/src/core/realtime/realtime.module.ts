import { Module } from '@nestjs/common';
import { ConnectionsListener } from './listeners/connections.listener';
import { FollowListener } from './listeners/follow.listener';
import { PostsListener } from './listeners/posts.listener';
import { SessionListener } from './listeners/session.listener';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime-publisher';

/** Add each feature's push listener (listeners/*.listener.ts) to the providers here. */
@Module({
  providers: [
    RealtimeGateway,
    RealtimePublisher,
    SessionListener,
    PostsListener,
    FollowListener,
    ConnectionsListener,
  ],
  exports: [RealtimePublisher],
})
export class RealtimeModule {}
