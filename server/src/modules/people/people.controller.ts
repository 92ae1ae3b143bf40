import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { PendingConnectionDto, SentConnectionDto } from '../connections/dto/connection.responses';
import { UserCardDto } from '../users/dto/user.responses';
import type { PendingConnection, SentConnection } from '../../contracts/connections';
import type { UserCard } from '../../contracts/users';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { PageEnvelope, PageQueryDto, pageOk } from '../../core/http/pagination';
import { UserListQueryDto } from '../follow/dto/follow.dto';
import { SearchUsersDto } from './dto/search-users.dto';
import { PeopleService } from './people.service';

/** Every list of people, each as a card relative to the caller (PeopleService). */
@ApiBearerAuth()
@Controller()
export class PeopleController {
  constructor(private readonly people: PeopleService) {}

  @ApiTags('follow')
  @Get('getUserFollowers')
  @ApiOperation({
    summary: 'Who follows a user',
    description:
      'Signed-in users. The followers of `userId` (the caller by default), newest follow first, as ' +
      'cards relative to the caller, in keyset pages; people hidden from the caller are left out. ' +
      '404 when the user is hidden from the caller, and 404 FOLLOWERS_HIDDEN when their showFollowers ' +
      'or profile visibility keeps the list from the caller.',
  })
  @ApiEnvelope(UserCardDto, { page: true })
  @ApiNotFoundResponse({
    description: 'User not found, or FOLLOWERS_HIDDEN: the user keeps the list to themselves',
  })
  async followers(
    @CurrentUser() me: AuthUser,
    @Query() dto: UserListQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.followers(me.userId, dto.userId ?? me.userId, dto));
  }

  @ApiTags('follow')
  @Get('getUserFollowing')
  @ApiOperation({
    summary: 'Whom a user follows',
    description:
      'Signed-in users. The people `userId` (the caller by default) follows, newest first, with the ' +
      'same rules as getUserFollowers (404, 404 FOLLOWERS_HIDDEN).',
  })
  @ApiEnvelope(UserCardDto, { page: true })
  @ApiNotFoundResponse({
    description: 'User not found, or FOLLOWERS_HIDDEN: the user keeps the list to themselves',
  })
  async following(
    @CurrentUser() me: AuthUser,
    @Query() dto: UserListQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.following(me.userId, dto.userId ?? me.userId, dto));
  }

  @ApiTags('follow')
  @Get('allUsers')
  @ApiOperation({
    summary: 'Everyone',
    description:
      'Signed-in users. Every user but the caller and those hidden from them (blocked either way, ' +
      'hibernated), newest accounts first, as cards, in keyset pages.',
  })
  @ApiEnvelope(UserCardDto, { page: true })
  async allUsers(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.allUsers(me.userId, dto));
  }

  @ApiTags('follow')
  @Get('userNotFollowed')
  @ApiOperation({
    summary: 'People I do not follow yet',
    description:
      'Signed-in users. Every user the caller does not follow, newest accounts first; never the ' +
      'caller nor anyone hidden from them. Keyset pages.',
  })
  @ApiEnvelope(UserCardDto, { page: true })
  async notFollowed(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.notFollowed(me.userId, dto));
  }

  @ApiTags('connections')
  @Get('connections')
  @ApiOperation({
    summary: 'My connections',
    description:
      'Signed-in users, their own list. The people they are connected to, most recently connected ' +
      'first, as cards; the first page without parameters, then by nextCursor.',
  })
  @ApiEnvelope(UserCardDto, { page: true })
  async connections(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.connections(me.userId, dto));
  }

  @ApiTags('connections')
  @Get('pendingConnections')
  @ApiOperation({
    summary: 'Connection requests waiting for my answer',
    description:
      'Signed-in users, their own list. Pending requests sent to the caller, newest first, each with ' +
      'the requester’s card. Keyset pages.',
  })
  @ApiEnvelope(PendingConnectionDto, { page: true })
  async pending(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<PendingConnection>> {
    return pageOk(await this.people.pendingReceived(me.userId, dto));
  }

  @ApiTags('connections')
  @Get('sentPendingConnections')
  @ApiOperation({
    summary: 'Connection requests I sent that are still waiting',
    description:
      'Signed-in users, their own list. Pending requests the caller sent, newest first, each with ' +
      'the recipient’s card. Keyset pages.',
  })
  @ApiEnvelope(SentConnectionDto, { page: true })
  async sentPending(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<SentConnection>> {
    return pageOk(await this.people.pendingSent(me.userId, dto));
  }

  @ApiTags('users')
  @Get('users/search')
  @ApiOperation({
    summary: 'Search people',
    description:
      'Signed-in users. Users whose user name or full name contains `q` (any case), or whose email ' +
      'is exactly `q` when they allow search by email; never the caller nor anyone hidden from them. ' +
      'Keyset pages. 400 for a blank term.',
  })
  @ApiEnvelope(UserCardDto, { page: true })
  async search(
    @CurrentUser() me: AuthUser,
    @Query() dto: SearchUsersDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.search(me.userId, dto.q, dto));
  }
}
