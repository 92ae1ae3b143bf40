import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { NotificationItemDto, NotificationUnreadCountDto } from './dto/notification.responses';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageEnvelope, PageQueryDto, pageOk } from '../../core/http/pagination';
import type { AppLanguage } from '../../contracts/app-language';
import type { NotificationDto, UnreadCountDto } from '../../contracts/notifications';
import { AcceptedLanguage } from '../../core/i18n/accepted-language.decorator';
import { MarkNotificationsReadDto } from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({
    summary: 'My notifications',
    description:
      'Signed-in users, their own notifications, newest activity first, in keyset pages. Likes on ' +
      'one post within an hour fold into one item (`othersCount`); items about a post now hidden ' +
      'from the caller are left out. `text` is in the caller’s app language (their chosen one, ' +
      'else the Accept-Language’s).',
  })
  @ApiEnvelope(NotificationItemDto, { page: true })
  async list(
    @CurrentUser() me: AuthUser,
    @Query() page: PageQueryDto,
    @AcceptedLanguage() browserLanguage: AppLanguage | null,
  ): Promise<PageEnvelope<NotificationDto>> {
    return pageOk(await this.notifications.list(me.userId, page, {}, browserLanguage));
  }

  @Get('unread-count')
  @ApiOperation({
    summary: 'My unread notification count',
    description: 'Signed-in users. How many of their notifications are not read yet (the badge).',
  })
  @ApiEnvelope(NotificationUnreadCountDto)
  async unreadCount(@CurrentUser() me: AuthUser): Promise<Envelope<UnreadCountDto>> {
    return ok({ unreadCount: await this.notifications.unreadCount(me.userId) });
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark notifications read',
    description:
      'Signed-in users, their own notifications: those `ids`, or all without `ids` (ids of other ' +
      'people’s notifications change nothing). Answers the new unread count and pushes it to the ' +
      'caller’s other tabs (`notification_count`).',
  })
  @ApiEnvelope(NotificationUnreadCountDto)
  async read(
    @CurrentUser() me: AuthUser,
    @Body() dto: MarkNotificationsReadDto,
  ): Promise<Envelope<UnreadCountDto>> {
    return ok({ unreadCount: await this.notifications.markRead(me.userId, dto.ids) });
  }
}
