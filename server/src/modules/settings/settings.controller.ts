import { pipeline } from 'node:stream/promises';
import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiExcludeEndpoint,
  ApiForbiddenResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { NoStore } from '../../core/http/no-store';
import { Public } from '../../core/http/public.decorator';
import type { AppLanguageRequest } from '../../contracts/app-language';
import type { ProfileInfo } from '../../contracts/profiles';
import type {
  AccountStatus,
  DataDownloadStatus,
  NotificationPreferences,
  PrivacySettings,
  SettingsDto,
} from '../../contracts/settings';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { ProfileInfoDto } from '../profiles/dto/profile.responses';
import { UpdateProfileDto } from '../profiles/dto/update-profile.dto';
import {
  AccountStatusDto,
  AppLanguageDto,
  DataDownloadStatusDto,
  LanguagesDto,
  NotificationPreferencesDto,
  PrivacySettingsDto,
  SettingsAnswerDto,
} from './dto/settings.responses';
import { ProfilesService } from '../profiles/profiles.service';
import { AccountService } from './account.service';
import { CheckPasswordDto, DeleteAccountDto } from './dto/delete-account.dto';
import { UpdateAppLanguageDto } from './dto/app-language.dto';
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
    summary: 'My settings',
    description:
      'Signed-in users, their own settings: privacy, notification preferences, the profile fields ' +
      'the settings page edits, languages and account_status. Never cached.',
  })
  @ApiEnvelope(SettingsAnswerDto)
  async get(@CurrentUser() me: AuthUser): Promise<Envelope<SettingsDto>> {
    return ok(await this.settings.get(me.userId));
  }

  @Put('privacy')
  @ApiOperation({
    summary: 'Update my privacy settings',
    description:
      'Signed-in users, their own settings. Any subset of the privacy settings; answers the whole ' +
      'stored object. profileVisibility, postVisibility, storyVisibility: public | friends ' +
      '(connections) | private. allowComments, allowMessages, allowTags: everyone | friends | none. ' +
      'The rest are booleans. Takes effect on every read from then on.',
  })
  @ApiEnvelope(PrivacySettingsDto, { description: 'Privacy settings updated' })
  async updatePrivacy(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdatePrivacyDto,
  ): Promise<Envelope<PrivacySettings>> {
    return ok(await this.settings.updatePrivacy(me.userId, dto), 'Privacy settings updated');
  }

  @Put('notifications')
  @ApiOperation({
    summary: 'Update my notification preferences',
    description:
      'Signed-in users, their own settings. The changed preferences only (booleans); answers all ' +
      'of them as stored.',
  })
  @ApiEnvelope(NotificationPreferencesDto, {
    description: 'Notification settings updated successfully',
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
    summary: 'Replace my language list',
    description:
      'Signed-in users, their own settings. The whole list: at most 5, each at least 2 characters, ' +
      'no duplicates (400 names the rule broken). Answers the list as stored.',
  })
  @ApiEnvelope(LanguagesDto, { description: 'Language preferences updated successfully' })
  async updateLanguages(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateLanguagesDto,
  ): Promise<Envelope<{ languages: string[] }>> {
    const languages = await this.settings.updateLanguages(me.userId, dto.languages);
    return ok({ languages }, 'Language preferences updated successfully');
  }

  @Put('app-language')
  @ApiOperation({
    summary: "Choose the app's language",
    description:
      "Signed-in users, their own account. en | es | fr (400 otherwise): the language of the app's " +
      'menus, error messages, notification sentences and e-mails from then on. Answers it as stored.',
  })
  @ApiEnvelope(AppLanguageDto, { description: 'Language updated successfully' })
  async updateAppLanguage(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateAppLanguageDto,
  ): Promise<Envelope<AppLanguageRequest>> {
    const appLanguage = await this.settings.updateAppLanguage(me.userId, dto.appLanguage);
    return ok({ appLanguage }, 'Language updated successfully');
  }

  @Put('profile')
  @ApiOperation({
    summary: 'Update my profile fields (settings page)',
    description:
      'Signed-in users, their own profile. The same contract as PUT /profile/updateProfile: only ' +
      'the changed fields among fullName, bio, website and location; answers the profile header.',
  })
  @ApiEnvelope(ProfileInfoDto, { description: 'Profile updated successfully' })
  async updateProfile(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateProfileDto,
  ): Promise<Envelope<ProfileInfo>> {
    return ok(await this.profiles.updateProfile(me.userId, dto), 'Profile updated successfully');
  }

  @Put('password')
  @ApiOperation({
    summary: 'Change my password',
    description:
      'Signed-in users. The current password (403 Current password is incorrect) and a new one the ' +
      'signup policy accepts (400 otherwise). Every other session of the account ends, and so do ' +
      'its download links; this session stays.',
  })
  @ApiEnvelope(null, { description: 'Password changed successfully' })
  @ApiForbiddenResponse({ description: 'Current password is incorrect' })
  async changePassword(
    @CurrentUser() me: AuthUser,
    @Body() dto: ChangePasswordDto,
  ): Promise<Envelope<undefined>> {
    await this.account.changePassword(me, dto.currentPassword, dto.newPassword);
    return ok(undefined, 'Password changed successfully');
  }

  @Put('hibernate')
  @ApiOperation({
    summary: 'Hibernate my account',
    description:
      'Signed-in users, their own account; no body. Hides the account from everyone, ends every ' +
      'session (this one included: its sockets close) and every download link. Logging in still ' +
      'works, and reactivate brings the account back. Answers the account status.',
  })
  @ApiEnvelope(AccountStatusDto, { description: 'Account hibernated successfully' })
  async hibernate(@CurrentUser() me: AuthUser): Promise<Envelope<AccountStatus>> {
    return ok(await this.account.hibernate(me.userId), 'Account hibernated successfully');
  }

  @Put('reactivate')
  @ApiOperation({
    summary: 'Reactivate my account',
    description:
      'Signed-in users, their own account; no body. Makes a hibernated account visible again ' +
      '(harmless when it is not hibernated). Answers the account status.',
  })
  @ApiEnvelope(AccountStatusDto, { description: 'Account reactivated successfully' })
  async reactivate(@CurrentUser() me: AuthUser): Promise<Envelope<AccountStatus>> {
    return ok(await this.account.reactivate(me.userId), 'Account reactivated successfully');
  }

  @Post('request-data-download')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Request a download of my data',
    description:
      'Signed-in users, their own data; no body. Answers 202 at once: a ZIP of the account’s data ' +
      'is prepared in the background, then a link is emailed (and shown by GET ' +
      '/settings/data-download). One request per hour: 429 with `retryAfter` and Retry-After.',
  })
  @ApiEnvelope(null, {
    status: 202,
    description: 'Data download requested. You will receive an email when ready.',
  })
  @ApiTooManyRequestsResponse({ description: 'One request per hour' })
  async requestDataDownload(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.exports.request(me.userId);
    return ok(undefined, DATA_DOWNLOAD_REQUESTED);
  }

  @Get('data-download')
  @ApiOperation({
    summary: 'My latest data download',
    description:
      'Signed-in users, their own. The latest request’s status (none, pending, ready, failed); when ' +
      'ready, a signed link to the ZIP and when it expires.',
  })
  @ApiEnvelope(DataDownloadStatusDto)
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
    summary: 'Check my password',
    description:
      'Signed-in users. Whether `password` is the caller’s: 403 Incorrect password when it is not; ' +
      'changes nothing either way. The account deletion page asks it before its last, ' +
      'irreversible confirmation.',
  })
  @ApiEnvelope(null, { description: 'Password confirmed' })
  @ApiForbiddenResponse({ description: 'Incorrect password' })
  async checkPassword(
    @CurrentUser() me: AuthUser,
    @Body() dto: CheckPasswordDto,
  ): Promise<Envelope<undefined>> {
    await this.account.checkPassword(me.userId, dto.password);
    return ok(undefined, 'Password confirmed');
  }

  @Delete('delete-account')
  @ApiOperation({
    summary: 'Delete my account',
    description:
      'Signed-in users, their own account, with their password (403 Incorrect password). Deletes ' +
      'the account and everything of it in one transaction: posts, comments, likes, saves, ' +
      'follows, connections, memberships, owned communities with their posts, settings, sessions ' +
      'and data downloads; its media leave the bucket. Irreversible.',
  })
  @ApiEnvelope(null, { description: 'Account deleted successfully' })
  @ApiForbiddenResponse({ description: 'Incorrect password' })
  async deleteAccount(
    @CurrentUser() me: AuthUser,
    @Body() dto: DeleteAccountDto,
  ): Promise<Envelope<undefined>> {
    await this.account.deleteAccount(me.userId, dto.password);
    return ok(undefined, 'Account deleted successfully');
  }
}
