import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { PublicUserDto, SelfUserDto } from './dto/user.responses';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { UserIdDto } from './dto/user-id.dto';
import { PublicUser, SelfUser, toSelfUser } from './user.mapper';
import { UsersService } from './users.service';
import { NoStore } from '../../core/http/no-store';

@ApiTags('users')
@ApiBearerAuth()
@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @ApiOperation({
    summary: 'The signed-in user',
    description:
      'Signed-in users. The caller’s own account as they see it: the public fields plus email, ' +
      'date of birth, gender, creation date and whether the account is hibernated. Never cached.',
  })
  @ApiEnvelope(SelfUserDto)
  @Post('findCurrentUser')
  @NoStore()
  @HttpCode(200)
  async findCurrentUser(@CurrentUser() me: AuthUser): Promise<Envelope<SelfUser>> {
    return ok(toSelfUser(await this.users.getById(me.userId)));
  }

  @ApiOperation({
    summary: 'A user’s public details',
    description:
      'Signed-in users. The user `userId` as the caller may see them: the online dot only when their ' +
      'privacy shows it, the bio only when their profile is visible to the caller. 404 when the user ' +
      'does not exist or is hidden from the caller (blocked either way, hibernated).',
  })
  @ApiEnvelope(PublicUserDto)
  @ApiNotFoundResponse({ description: 'User not found' })
  @Post('getUserDetails')
  @HttpCode(200)
  async getUserDetails(
    @CurrentUser() me: AuthUser,
    @Body() dto: UserIdDto,
  ): Promise<Envelope<PublicUser>> {
    return ok(await this.users.publicView(me.userId, await this.users.getById(dto.userId)));
  }

  @ApiOperation({
    summary: 'A user by user name',
    description:
      'Signed-in users. The same answer as getUserDetails, found by user name in any case (the ' +
      'Block a User form uses it). 404 when no visible user has that name.',
  })
  @ApiEnvelope(PublicUserDto)
  @ApiNotFoundResponse({ description: 'User not found' })
  @Get('users/username/:username')
  async byUserName(
    @CurrentUser() me: AuthUser,
    @Param('username') userName: string,
  ): Promise<Envelope<PublicUser>> {
    return ok(await this.users.publicView(me.userId, await this.users.getByUserName(userName)));
  }
}
