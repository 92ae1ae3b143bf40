import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { UsersModule } from '../users/users.module';
import { AdminController } from './admin.controller';
import { AppealEntity } from './entities/appeal.entity';
import { AuditEntryEntity } from './entities/audit-entry.entity';
import { ModeratedContentEntity } from './entities/moderated-content.entity';
import { ModerationActionEntity } from './entities/moderation-action.entity';
import { ReportEntity } from './entities/report.entity';
import { ModerationController } from './moderation.controller';
import { ModerationRepository } from './moderation.repository';
import { ModerationService } from './moderation.service';
import { StaffGuard } from './staff.guard';

/**
 * Safety: reports, the staff queue and actions, suspensions, appeals and the audit log. The
 * hiding itself is the visibility rule's; the notices are the notifications module's (it hears
 * `moderation.notice`).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      ReportEntity,
      ModerationActionEntity,
      ModeratedContentEntity,
      AppealEntity,
      AuditEntryEntity,
    ]),
    UsersModule,
    AuthModule,
  ],
  controllers: [ModerationController, AdminController],
  providers: [ModerationService, ModerationRepository, StaffGuard],
})
export class ModerationModule {}
