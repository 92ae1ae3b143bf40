import { DynamicModule, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { MailModule } from './core/mail/mail.module';
import { InFlightRequests } from './core/http/in-flight-requests';
import { RateLimitModule } from './core/http/rate-limit.module';
import { UploadsModule } from './core/http/uploads.module';
import { RealtimeModule } from './core/realtime/realtime.module';
import { StorageModule } from './core/storage/storage.module';
import { AuthModule } from './modules/auth/auth.module';
import { BlockingModule } from './modules/blocking/blocking.module';
import { HealthModule } from './modules/health/health.module';
import { CommunitiesModule } from './modules/communities/communities.module';
import { PostsModule } from './modules/posts/posts.module';
import { ChatModule } from './modules/chat/chat.module';
import { CommentsModule } from './modules/comments/comments.module';
import { EngagementModule } from './modules/engagement/engagement.module';
import { UsersModule } from './modules/users/users.module';
import { FollowModule } from './modules/follow/follow.module';
import { ConnectionsModule } from './modules/connections/connections.module';
import { PeopleModule } from './modules/people/people.module';
import { RecommendationsModule } from './modules/recommendations/recommendations.module';
import { ProfilesModule } from './modules/profiles/profiles.module';
import { SettingsModule } from './modules/settings/settings.module';
import { NotificationsModule } from './modules/notifications/notifications.module';
import { VisibilityModule } from './modules/visibility';
import { ModerationModule } from './modules/moderation/moderation.module';
import { RecruitingModule } from './modules/recruiting/recruiting.module';

@Module({})
export class AppModule {
  /** `config` is complete here: DATABASE_URL and S3_* already point at real or embedded services. */
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        EventEmitterModule.forRoot(),
        // Background work (the media outbox, the notification digest, the data-export sweep):
        // see core/jobs/background-job.ts.
        ScheduleModule.forRoot(),
        DatabaseModule,
        StorageModule,
        MailModule,
        RateLimitModule,
        UploadsModule,
        VisibilityModule,
        RealtimeModule,
        AuthModule,
        UsersModule,
        FollowModule,
        ConnectionsModule,
        PeopleModule,
        RecommendationsModule,
        ProfilesModule,
        HealthModule,
        CommunitiesModule,
        PostsModule,
        EngagementModule,
        CommentsModule,
        SettingsModule,
        BlockingModule,
        NotificationsModule,
        ChatModule,
        ModerationModule,
        RecruitingModule,
      ],
      // The shutdown waits for these before the database closes (shutdown.ts).
      providers: [InFlightRequests],
    };
  }
}
