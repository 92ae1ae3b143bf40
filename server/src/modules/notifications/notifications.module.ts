import { Module } from '@nestjs/common';
import { CommunitiesModule } from '../communities/communities.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { NotificationDigest } from './notification-digest';
import { NotificationStore } from './notification-store';
import { NotificationTriggers } from './notification-triggers';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

/**
 * Owns `notifications`, `notification_actors`, `login_sources` and `notification_digests`. Fed
 * only by domain events (NotificationTriggers); nothing imports it.
 */
@Module({
  imports: [UsersModule, CommunitiesModule, SettingsModule],
  controllers: [NotificationsController],
  providers: [NotificationsService, NotificationStore, NotificationTriggers, NotificationDigest],
  exports: [NotificationsService],
})
export class NotificationsModule {}
