import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CommunitiesModule } from '../communities/communities.module';
import { PostsModule } from '../posts/posts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { UsersModule } from '../users/users.module';
import { AccountService } from './account.service';
import { DataExportService } from './export/data-export.service';
import { DataExportStore } from './export/data-export.store';
import { SettingsController } from './settings.controller';
import { SettingsRepository } from './settings.repository';
import { SettingsService } from './settings.service';
import { UserSettingsEntity } from './entities/user-settings.entity';
import { DataExportEntity } from './entities/data-export.entity';
import { AccountsListener } from './account.listener';

/**
 * Owns `user_settings` (privacy, notification preferences, languages) and `data_exports`; the
 * /settings endpoints, the account's life (password, hibernation, deletion) and data downloads.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([UserSettingsEntity, DataExportEntity]),
    UsersModule,
    ProfilesModule,
    PostsModule,
    CommunitiesModule,
  ],
  controllers: [SettingsController],
  providers: [
    SettingsService,
    SettingsRepository,
    AccountService,
    DataExportStore,
    DataExportService,
    AccountsListener,
  ],
  exports: [SettingsService],
})
export class SettingsModule {}
