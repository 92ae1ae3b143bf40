import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommunitiesModule } from '../communities/communities.module';
import { PostsModule } from '../posts/posts.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { LoginAlertMailer } from './login-alert-mail';
import { NotificationDigest } from './notification-digest';
import { NotificationsRepository } from './notifications.repository';
import { NotificationTriggers } from './notification-triggers';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';
import { NotificationEntity } from './entities/notification.entity';
import { NotificationActorEntity } from './entities/notification-actor.entity';
import { NotificationDigestEntity } from './entities/notification-digest.entity';
import { LoginSourceEntity } from './entities/login-source.entity';
import { NotificationsListener } from './notifications.listener';

/**
 * Owns `notifications`, `notification_actors`, `login_sources` and `notification_digests`. Fed
 * only by domain events (NotificationTriggers); nothing imports it.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      NotificationEntity,
      NotificationActorEntity,
      NotificationDigestEntity,
      LoginSourceEntity,
    ]),
    UsersModule,
    CommunitiesModule,
    PostsModule,
    SettingsModule,
  ],
  controllers: [NotificationsController],
  providers: [
    NotificationsService,
    NotificationsRepository,
    NotificationTriggers,
    NotificationDigest,
    LoginAlertMailer,
    NotificationsListener,
  ],
  exports: [NotificationsService],
})
export class NotificationsModule {}
