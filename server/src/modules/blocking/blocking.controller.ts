import { Controller, Delete, Get, HttpCode, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { ApiEnvelope, SuccessEnvelopeDto } from '../../core/http/api-envelope';
import { BlockedUsersPageDto } from './blocking.responses';
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
      'Signed-in users. Ends the follows both ways and any connection or pending request between ' +
      'the two; the blocked user is not told, and from then on each is hidden from the other. 400 ' +
      'for oneself, 404 for an unknown user, 409 when already blocked.',
  })
  @ApiEnvelope(null, { description: 'User blocked successfully' })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({ description: 'User is already blocked' })
  async block(
    @CurrentUser() me: AuthUser,
    @IdParam('id', INVALID_USER_ID) id: string,
  ): Promise<Envelope<undefined>> {
    await this.blocking.block(me.userId, id);
    return ok(undefined, 'User blocked successfully');
  }

  @Delete('block/:id')
  @ApiOperation({
    summary: 'Unblock a user',
    description:
      'Signed-in users, someone they blocked. Restores nothing: follows and connections stay gone. ' +
      '404 when the caller had not blocked that user.',
  })
  @ApiEnvelope(null, { description: 'User unblocked successfully' })
  @ApiNotFoundResponse({ description: 'User is not blocked' })
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
      'Signed-in users, their own blocks. `data` is the array of blocked user ids (SPEC §7). With ' +
      '`details=true`: a keyset page (`limit`, `cursor`, `q` filtering by user name or full name) ' +
      'of `{ _id, userName, fullName, profilePic, blockedAt }`, newest first, with `nextCursor` and ' +
      '`total` (all of the caller’s blocks).',
  })
  @ApiExtraModels(SuccessEnvelopeDto, BlockedUsersPageDto)
  @ApiOkResponse({
    description: 'The ids, or with details=true a page of blocked users',
    schema: {
      oneOf: [
        {
          allOf: [
            { $ref: getSchemaPath(SuccessEnvelopeDto) },
            {
              type: 'object',
              required: ['data'],
              properties: { data: { type: 'array', items: { type: 'string', format: 'uuid' } } },
            },
          ],
        },
        { $ref: getSchemaPath(BlockedUsersPageDto) },
      ],
    },
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
