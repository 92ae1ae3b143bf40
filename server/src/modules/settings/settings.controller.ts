import { pipeline } from 'node:stream/promises';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { NoStore } from '../../core/http/no-store';
import { Public } from '../../core/http/public.decorator';
import type { ProfileInfo } from '../../contracts/profiles';
import type {
  AccountStatus,
  DataDownloadStatus,
  NotificationPreferences,
  PrivacySettings,
  SettingsDto,
} from '../../contracts/settings';
import { UpdateProfileDto } from '../profiles/dto/update-profile.dto';
import { ProfilesService } from '../profiles/profiles.service';
import { AccountService } from './account.service';
import { CheckPasswordDto, DeleteAccountDto } from './dto/delete-account.dto';
import { UpdateLanguagesDto } from './dto/languages.dto';
import { UpdateNotificationsDto } from './dto/notifications.dto';
import { ChangePasswordDto } from './dto/password.dto';
import { UpdatePrivacyDto } from './dto/privacy.dto';
import { DataExportService } from './export/data-export.service';
import { DATA_DOWNLOAD_REQUESTED } from './settings.rules';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@ApiBearerAuth()
// Settings answers carry personal data: never kept by a browser or proxy cache.
@NoStore()
@Controller('settings')
export class SettingsController {
  constructor(
    private readonly settings: SettingsService,
    private readonly profiles: ProfilesService,
    private readonly account: AccountService,
    private readonly exports: DataExportService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The caller’s settings: privacy, notifications, profile, languages, account_status',
  })
  async get(@CurrentUser() me: AuthUser): Promise<Envelope<SettingsDto>> {
    return ok(await this.settings.get(me.userId));
  }

  @Put('privacy')
  @ApiOperation({
    summary: 'Any subset of the privacy settings; answers the whole stored object',
    description:
      'profileVisibility, postVisibility, storyVisibility: public | friends (connections) | private. ' +
      'allowComments, allowMessages, allowTags: everyone | friends | none. The rest are booleans.',
  })
  async updatePrivacy(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdatePrivacyDto,
  ): Promise<Envelope<PrivacySettings>> {
    return ok(await this.settings.updatePrivacy(me.userId, dto), 'Privacy settings updated');
  }

  @Put('notifications')
  @ApiOperation({
    summary: 'The changed notification preferences only (booleans); answers all of them as stored',
  })
  async updateNotifications(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateNotificationsDto,
  ): Promise<Envelope<NotificationPreferences>> {
    return ok(
      await this.settings.updateNotificationPreferences(me.userId, dto),
      'Notification settings updated successfully',
    );
  }

  @Put('languages')
  @ApiOperation({
    summary: 'The whole language list: at most 5, each 2+ characters, no duplicates',
  })
  async updateLanguages(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateLanguagesDto,
  ): Promise<Envelope<{ languages: string[] }>> {
    const languages = await this.settings.updateLanguages(me.userId, dto.languages);
    return ok({ languages }, 'Language preferences updated successfully');
  }

  @Put('profile')
  @ApiOperation({ summary: 'Same contract as PUT /profile/updateProfile (changed fields only)' })
  async updateProfile(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateProfileDto,
  ): Promise<Envelope<ProfileInfo>> {
    return ok(await this.profiles.updateProfile(me.userId, dto), 'Profile updated successfully');
  }

  @Put('password')
  @ApiOperation({ summary: 'New password (8+); every other session of the user ends' })
  async changePassword(
    @CurrentUser() me: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<Envelope<undefined>> {
    await this.account.changePassword(me, dto.currentPassword, dto.newPassword);
    return ok(undefined, 'Password changed successfully');
  }

  @Put('hibernate')
  @ApiOperation({
    summary: 'Hides the account from everyone and ends every session; logging in still works',
  })
  async hibernate(@CurrentUser() me: AuthUser): Promise<Envelope<AccountStatus>> {
    return ok(await this.account.hibernate(me.userId), 'Account hibernated successfully');
  }

  @Put('reactivate')
  @ApiOperation({ summary: 'Makes a hibernated account visible again' })
  async reactivate(@CurrentUser() me: AuthUser): Promise<Envelope<AccountStatus>> {
    return ok(await this.account.reactivate(me.userId), 'Account reactivated successfully');
  }

  @Post('request-data-download')
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'A ZIP of the user’s data is being prepared' })
  @ApiTooManyRequestsResponse({ description: 'One request per hour' })
  async requestDataDownload(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.exports.request(me.userId);
    return ok(undefined, DATA_DOWNLOAD_REQUESTED);
  }

  @Get('data-download')
  @ApiOperation({ summary: 'The latest data download: status, signed url (7 days), expiresAt' })
  async dataDownload(@CurrentUser() me: AuthUser): Promise<Envelope<DataDownloadStatus>> {
    return ok(await this.exports.status(me.userId));
  }

  /** The signed link itself: no session (it is opened from an email). */
  @Public()
  @Get('data-download/file')
  @ApiExcludeEndpoint()
  async dataDownloadFile(
    @Query() link: { id?: unknown; expires?: unknown; signature?: unknown },
    @Res() res: Response,
  ): Promise<void> {
    const file = await this.exports.open(link);
    res.status(200);
    res.setHeader('Content-Type', 'application/zip');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    if (file.contentLength !== undefined) res.setHeader('Content-Length', file.contentLength);
    await pipeline(file.body, res);
  }

  @Post('check-password')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Whether the password is the caller’s (403 when wrong); changes nothing. The account ' +
      'deletion page asks it before its last, irreversible confirmation',
  })
  async checkPassword(
    @CurrentUser() me: AuthUser,
    @Body() dto: CheckPasswordDto,
  ): Promise<Envelope<undefined>> {
    await this.account.checkPassword(me.userId, dto.password);
    return ok(undefined, 'Password confirmed');
  }

  @Delete('delete-account')
  @ApiOperation({
    summary: 'Deletes the account and everything of it (password required; 403 when wrong)',
  })
  async deleteAccount(
    @CurrentUser() me: AuthUser,
    @Body() dto: DeleteAccountDto,
  ): Promise<Envelope<undefined>> {
    await this.account.deleteAccount(me.userId, dto.password);
    return ok(undefined, 'Account deleted successfully');
  }
}
