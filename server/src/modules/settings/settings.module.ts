import { Module } from '@nestjs/common';
import { CommunitiesModule } from '../communities/communities.module';
import { PostsModule } from '../posts/posts.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { UsersModule } from '../users/users.module';
import { AccountService } from './account.service';
import { DataExportService } from './export/data-export.service';
import { DataExportStore } from './export/data-export.store';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

/**
 * Owns `user_settings` (privacy, notification preferences, languages) and `data_exports`; the
 * /settings endpoints, the account's life (password, hibernation, deletion) and data downloads.
 */
@Module({
  imports: [UsersModule, ProfilesModule, PostsModule, CommunitiesModule],
  controllers: [SettingsController],
  providers: [SettingsService, AccountService, DataExportStore, DataExportService],
  exports: [SettingsService],
})
export class SettingsModule {}
