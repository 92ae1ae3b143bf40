import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { PageEnvelope, PageQueryDto, pageOk } from '../../core/http/pagination';
import type { NotificationDto, UnreadCountDto } from '../../contracts/notifications';
import { MarkNotificationsReadDto } from './dto/notifications.dto';
import { NotificationsService } from './notifications.service';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'My notifications, newest activity first (keyset pages)' })
  async list(
    @CurrentUser() me: AuthUser,
    @Query() page: PageQueryDto,
  ): Promise<PageEnvelope<NotificationDto>> {
    return pageOk(await this.notifications.list(me.userId, page));
  }

  @Get('unread-count')
  async unreadCount(@CurrentUser() me: AuthUser): Promise<Envelope<UnreadCountDto>> {
    return ok({ unreadCount: await this.notifications.unreadCount(me.userId) });
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mark notifications read',
    description:
      'Those `ids`, or all without `ids`. Answers the new unread count and pushes it to the caller’s other tabs (`notification_count`).',
  })
  async read(
    @CurrentUser() me: AuthUser,
    @Body() dto: MarkNotificationsReadDto,
  ): Promise<Envelope<UnreadCountDto>> {
    return ok({ unreadCount: await this.notifications.markRead(me.userId, dto.ids) });
  }
}
