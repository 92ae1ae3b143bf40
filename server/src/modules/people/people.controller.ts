import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
  async followers(
    @CurrentUser() me: AuthUser,
    @Query() dto: UserListQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.followers(me.userId, dto.userId ?? me.userId, dto));
  }

  @ApiTags('follow')
  @Get('getUserFollowing')
  async following(
    @CurrentUser() me: AuthUser,
    @Query() dto: UserListQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.following(me.userId, dto.userId ?? me.userId, dto));
  }

  @ApiTags('follow')
  @Get('allUsers')
  async allUsers(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.allUsers(me.userId, dto));
  }

  @ApiTags('follow')
  @Get('userNotFollowed')
  async notFollowed(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.notFollowed(me.userId, dto));
  }

  @ApiTags('connections')
  @Get('connections')
  @ApiOperation({ summary: 'My connections (first page without parameters; see nextCursor)' })
  async connections(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.connections(me.userId, dto));
  }

  @ApiTags('connections')
  @Get('pendingConnections')
  async pending(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<PendingConnection>> {
    return pageOk(await this.people.pendingReceived(me.userId, dto));
  }

  @ApiTags('connections')
  @Get('sentPendingConnections')
  async sentPending(
    @CurrentUser() me: AuthUser,
    @Query() dto: PageQueryDto,
  ): Promise<PageEnvelope<SentConnection>> {
    return pageOk(await this.people.pendingSent(me.userId, dto));
  }

  /** Paginated: `{ success, data: UserCard[], nextCursor }`. */
  @ApiTags('users')
  @Get('users/search')
  async search(
    @CurrentUser() me: AuthUser,
    @Query() dto: SearchUsersDto,
  ): Promise<PageEnvelope<UserCard>> {
    return pageOk(await this.people.search(me.userId, dto.q, dto));
  }
}
