import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import {
  CoachProfileDto,
  EditFanProfileDto,
  FanProfileDto,
  PlayerProfileDto,
} from './dto/sections.dto';
import { FanProfile, FanProfilesService } from './fan-profiles.service';
import {
  CoachProfile,
  PlayerProfile,
  ProfileSections,
  SportsProfilesService,
} from './sports-profiles.service';
import { PROFILE_NOT_FOUND, ProfilesService } from './profiles.service';
import { IdParam } from '../../core/http/id-param';

/**
 * Fan, Player and Coach sections. Writers act on their own sections only (token identity).
 * Another user's sections are read as the visibility rule allows: 404 when the user is hidden
 * from the caller or their profile is not visible to them (a malformed id finds nothing either).
 */
@ApiTags('profiles')
@ApiBearerAuth()
@Controller()
export class SectionsController {
  constructor(
    private readonly fans: FanProfilesService,
    private readonly sports: SportsProfilesService,
    private readonly profiles: ProfilesService,
  ) {}

  /** `userId` when the caller may see that profile's sections, else 404 with `message`. */
  private readable(me: AuthUser, userId: string, message: string): Promise<string> {
    return this.profiles.assertCanSeeContent(me.userId, userId, message);
  }

  @Post('addFanProfile')
  async addFan(
    @CurrentUser() me: AuthUser,
    @Body() dto: FanProfileDto,
  ): Promise<Envelope<FanProfile>> {
    return ok(await this.fans.add(me.userId, dto), 'Fan profile created');
  }

  @Put('editFanProfile')
  @ApiOperation({ summary: 'Edit my fan profile; a userId other than mine is refused (403)' })
  async editFan(
    @CurrentUser() me: AuthUser,
    @Body() dto: EditFanProfileDto,
  ): Promise<Envelope<FanProfile>> {
    return ok(await this.fans.edit(me.userId, dto), 'Fan profile saved!');
  }

  @Post('removeFanProfile')
  @HttpCode(200)
  async removeFan(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.fans.remove(me.userId);
    return ok(undefined, 'Fan profile removed');
  }

  @Get('getFanProfile/:userId')
  async getFan(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'Fan profile not found.' }) userId: string,
  ): Promise<Envelope<FanProfile>> {
    return ok(await this.fans.get(await this.readable(me, userId, 'Fan profile not found.')));
  }

  @Post('addPlayerProfile')
  async addPlayer(@CurrentUser() me: AuthUser): Promise<Envelope<PlayerProfile>> {
    return ok(await this.sports.addPlayer(me.userId), 'Player profile created');
  }

  @Put('editPlayerProfile')
  async editPlayer(
    @CurrentUser() me: AuthUser,
    @Body() dto: PlayerProfileDto,
  ): Promise<Envelope<PlayerProfile>> {
    return ok(await this.sports.editPlayer(me.userId, dto), 'Player profile saved!');
  }

  @Post('removePlayerProfile')
  @HttpCode(200)
  async removePlayer(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.sports.removePlayer(me.userId);
    return ok(undefined, 'Player profile removed');
  }

  @Get('getPlayerProfile')
  async getMyPlayer(@CurrentUser() me: AuthUser): Promise<Envelope<PlayerProfile>> {
    return ok(await this.sports.getPlayer(me.userId));
  }

  @Get('getPlayerProfile/:userId')
  async getPlayer(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'Player profile not found.' }) userId: string,
  ): Promise<Envelope<PlayerProfile>> {
    return ok(
      await this.sports.getPlayer(await this.readable(me, userId, 'Player profile not found.')),
    );
  }

  @Post('addCoachProfile')
  async addCoach(
    @CurrentUser() me: AuthUser,
    @Body() dto: CoachProfileDto,
  ): Promise<Envelope<CoachProfile>> {
    return ok(await this.sports.addCoach(me.userId, dto), 'Coach profile created');
  }

  @Put('editCoachProfile')
  async editCoach(
    @CurrentUser() me: AuthUser,
    @Body() dto: CoachProfileDto,
  ): Promise<Envelope<CoachProfile>> {
    return ok(await this.sports.editCoach(me.userId, dto), 'Coach profile saved!');
  }

  @Post('removeCoachProfile')
  @HttpCode(200)
  async removeCoach(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.sports.removeCoach(me.userId);
    return ok(undefined, 'Coach profile removed');
  }

  @Get('getCoachProfile')
  async getMyCoach(@CurrentUser() me: AuthUser): Promise<Envelope<CoachProfile>> {
    return ok(await this.sports.getCoach(me.userId));
  }

  @Get('getCoachProfile/:userId')
  async getCoach(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'Coach profile not found.' }) userId: string,
  ): Promise<Envelope<CoachProfile>> {
    return ok(
      await this.sports.getCoach(await this.readable(me, userId, 'Coach profile not found.')),
    );
  }

  @Get('profileSections/:userId')
  @ApiOperation({ summary: 'Which sections a user has (for the Add Section menu)' })
  async sections(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: PROFILE_NOT_FOUND }) userId: string,
  ): Promise<Envelope<ProfileSections>> {
    return ok(await this.sports.sections(await this.readable(me, userId, PROFILE_NOT_FOUND)));
  }
}
