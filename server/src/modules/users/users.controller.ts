import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
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

  @Post('findCurrentUser')
  @NoStore()
  @HttpCode(200)
  async findCurrentUser(@CurrentUser() me: AuthUser): Promise<Envelope<SelfUser>> {
    return ok(toSelfUser(await this.users.getById(me.userId)));
  }

  @Post('getUserDetails')
  @HttpCode(200)
  async getUserDetails(
    @CurrentUser() me: AuthUser,
    @Body() dto: UserIdDto,
  ): Promise<Envelope<PublicUser>> {
    return ok(await this.users.publicView(me.userId, await this.users.getById(dto.userId)));
  }

  @Get('users/username/:username')
  async byUserName(
    @CurrentUser() me: AuthUser,
    @Param('username') userName: string,
  ): Promise<Envelope<PublicUser>> {
    return ok(await this.users.publicView(me.userId, await this.users.getByUserName(userName)));
  }
}
