import { Module } from '@nestjs/common';
import { ChatModule } from '../../modules/chat/chat.module';
import { UsersModule } from '../../modules/users/users.module';
import { AccountsListener } from './listeners/accounts.listener';
import { BlockingListener } from './listeners/blocking.listener';
import { ChatListener } from './listeners/chat.listener';
import { CommunitiesListener } from './listeners/communities.listener';
import { ConnectionsListener } from './listeners/connections.listener';
import { FollowListener } from './listeners/follow.listener';
import { NotificationsListener } from './listeners/notifications.listener';
import { PostsListener } from './listeners/posts.listener';
import { PresenceListener } from './listeners/presence.listener';
import { SessionListener } from './listeners/session.listener';
import { InFlightWork } from './in-flight-work';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePublisher } from './realtime-publisher';
import { RoomDirectory } from './room-directory';
import { SocketBudget } from './socket-budget';

/**
 * Add each feature's push listener (listeners/*.listener.ts) to the providers here. Features with
 * rooms of their own import this module and register a RoomSource with RoomDirectory.
 */
@Module({
  imports: [ChatModule, UsersModule],
  providers: [
    InFlightWork,
    RealtimeGateway,
    RealtimePublisher,
    RoomDirectory,
    SocketBudget,
    SessionListener,
    PostsListener,
    PresenceListener,
    FollowListener,
    ConnectionsListener,
    CommunitiesListener,
    NotificationsListener,
    ChatListener,
    BlockingListener,
    AccountsListener,
  ],
  exports: [RealtimePublisher, RoomDirectory, InFlightWork],
})
export class RealtimeModule {}
