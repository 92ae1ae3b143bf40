import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import type { BlockedUsersPage } from '../../contracts/blocking';
import { BlockedUsersQueryDto } from './blocking.dto';
import { BlockingService } from './blocking.service';
import { IdParam } from '../../core/http/id-param';

const INVALID_USER_ID = { invalid: 'Invalid user id' };

@ApiTags('settings')
@ApiBearerAuth()
@Controller('settings')
export class BlockingController {
  constructor(private readonly blocking: BlockingService) {}

  @Post('block/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Block a user (empty body)',
    description:
      'Ends the follows both ways and any connection or pending request between the two. 400 for oneself, 404 for an unknown user, 409 when already blocked.',
  })
  async block(
    @CurrentUser() me: AuthUser,
    @IdParam('id', INVALID_USER_ID) id: string,
  ): Promise<Envelope<undefined>> {
    await this.blocking.block(me.userId, id);
    return ok(undefined, 'User blocked successfully');
  }

  @Delete('block/:id')
  @ApiOperation({ summary: 'Unblock a user (404 when not blocked); restores nothing' })
  async unblock(
    @CurrentUser() me: AuthUser,
    @IdParam('id', INVALID_USER_ID) id: string,
  ): Promise<Envelope<undefined>> {
    await this.blocking.unblock(me.userId, id);
    return ok(undefined, 'User unblocked successfully');
  }

  @Get('blocked-users')
  @ApiOperation({
    summary: 'The users the caller blocked',
    description:
      '`data` is the array of blocked user ids (SPEC §7). With `details=true`: a keyset page (`limit`, `cursor`, `q`) of `{ _id, userName, fullName, profilePic, blockedAt }`, newest first, with `nextCursor` and `total`.',
  })
  async blocked(
    @CurrentUser() me: AuthUser,
    @Query() dto: BlockedUsersQueryDto,
  ): Promise<Envelope<string[]> | BlockedUsersPage> {
    if (dto.details !== 'true') return ok(await this.blocking.blockedIds(me.userId));
    const page = await this.blocking.blockedUsers(me.userId, dto);
    return { success: true, data: page.items, nextCursor: page.nextCursor, total: page.total };
  }
}
