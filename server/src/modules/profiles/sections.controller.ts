import { Body, Controller, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import {
  CoachSectionDto,
  FanSectionDto,
  PlayerSectionDto,
  ProfileSectionsDto,
} from './dto/profile.responses';
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

  @ApiOperation({
    summary: 'Add my Fan section',
    description:
      'Signed-in users, their own profile. Favourite teams, languages and social links (a link ' +
      'without http(s) gets https:// in front; empty teams and repeated languages are dropped). ' +
      'Answers 201 with the section; 409 when the caller already has one.',
  })
  @ApiEnvelope(FanSectionDto, { status: 201, description: 'Fan profile created' })
  @ApiConflictResponse({ description: 'Fan profile already exists.' })
  @Post('addFanProfile')
  async addFan(
    @CurrentUser() me: AuthUser,
    @Body() dto: FanProfileDto,
  ): Promise<Envelope<FanProfile>> {
    return ok(await this.fans.add(me.userId, dto), 'Fan profile created');
  }

  @Put('editFanProfile')
  @ApiOperation({
    summary: 'Edit my Fan section',
    description:
      'Signed-in users, their own section: a `userId` other than the caller’s is 403. Fields left ' +
      'out keep their value. 404 when the caller has no Fan section.',
  })
  @ApiEnvelope(FanSectionDto, { description: 'Fan profile saved!' })
  @ApiForbiddenResponse({ description: 'You can only edit your own profile.' })
  @ApiNotFoundResponse({ description: 'Fan profile not found.' })
  async editFan(
    @CurrentUser() me: AuthUser,
    @Body() dto: EditFanProfileDto,
  ): Promise<Envelope<FanProfile>> {
    return ok(await this.fans.edit(me.userId, dto), 'Fan profile saved!');
  }

  @ApiOperation({
    summary: 'Remove my Fan section',
    description: 'Signed-in users, their own section. 404 when the caller has none.',
  })
  @ApiEnvelope(null, { description: 'Fan profile removed' })
  @ApiNotFoundResponse({ description: 'Fan profile not found.' })
  @Post('removeFanProfile')
  @HttpCode(200)
  async removeFan(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.fans.remove(me.userId);
    return ok(undefined, 'Fan profile removed');
  }

  @ApiOperation({
    summary: 'A user’s Fan section',
    description:
      'Signed-in users, when the user’s profile is visible to them. 404 Fan profile not found. when ' +
      'the user has none, does not exist, is hidden from the caller or their profile visibility ' +
      'leaves the caller out.',
  })
  @ApiEnvelope(FanSectionDto)
  @ApiNotFoundResponse({ description: 'Fan profile not found.' })
  @Get('getFanProfile/:userId')
  async getFan(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'Fan profile not found.' }) userId: string,
  ): Promise<Envelope<FanProfile>> {
    return ok(await this.fans.get(await this.readable(me, userId, 'Fan profile not found.')));
  }

  @ApiOperation({
    summary: 'Add my Player section',
    description:
      'Signed-in users, their own profile; no body. Starts an empty Player section (positions and ' +
      'teams come with editPlayerProfile). Answers 201; 409 when the caller already has a Player ' +
      'section, or has a Coach section (the two exclude each other).',
  })
  @ApiEnvelope(PlayerSectionDto, { status: 201, description: 'Player profile created' })
  @ApiConflictResponse({
    description: 'Player profile already exists, or the caller has a coach profile',
  })
  @Post('addPlayerProfile')
  async addPlayer(@CurrentUser() me: AuthUser): Promise<Envelope<PlayerProfile>> {
    return ok(await this.sports.addPlayer(me.userId), 'Player profile created');
  }

  @ApiOperation({
    summary: 'Edit my Player section',
    description:
      'Signed-in users, their own section. positions among GK, CB, LB, RB, CM, LM, RM, CAM, CF, LW, ' +
      'RW, ST; teams with a name and whole years (0–60). Fields left out keep their value. 404 when ' +
      'the caller has no Player section.',
  })
  @ApiEnvelope(PlayerSectionDto, { description: 'Player profile saved!' })
  @ApiNotFoundResponse({ description: 'Player profile not found.' })
  @Put('editPlayerProfile')
  async editPlayer(
    @CurrentUser() me: AuthUser,
    @Body() dto: PlayerProfileDto,
  ): Promise<Envelope<PlayerProfile>> {
    return ok(await this.sports.editPlayer(me.userId, dto), 'Player profile saved!');
  }

  @ApiOperation({
    summary: 'Remove my Player section',
    description: 'Signed-in users, their own section. 404 when the caller has none.',
  })
  @ApiEnvelope(null, { description: 'Player profile removed' })
  @ApiNotFoundResponse({ description: 'Player profile not found.' })
  @Post('removePlayerProfile')
  @HttpCode(200)
  async removePlayer(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.sports.removePlayer(me.userId);
    return ok(undefined, 'Player profile removed');
  }

  @ApiOperation({
    summary: 'My Player section',
    description: 'Signed-in users, their own section. 404 when the caller has none.',
  })
  @ApiEnvelope(PlayerSectionDto)
  @ApiNotFoundResponse({ description: 'Player profile not found.' })
  @Get('getPlayerProfile')
  async getMyPlayer(@CurrentUser() me: AuthUser): Promise<Envelope<PlayerProfile>> {
    return ok(await this.sports.getPlayer(me.userId));
  }

  @ApiOperation({
    summary: 'A user’s Player section',
    description:
      'Signed-in users, when the user’s profile is visible to them. 404 Player profile not found. ' +
      'when the user has none, does not exist, is hidden from the caller or their profile ' +
      'visibility leaves the caller out.',
  })
  @ApiEnvelope(PlayerSectionDto)
  @ApiNotFoundResponse({ description: 'Player profile not found.' })
  @Get('getPlayerProfile/:userId')
  async getPlayer(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: 'Player profile not found.' }) userId: string,
  ): Promise<Envelope<PlayerProfile>> {
    return ok(
      await this.sports.getPlayer(await this.readable(me, userId, 'Player profile not found.')),
    );
  }

  @ApiOperation({
    summary: 'Add my Coach section',
    description:
      'Signed-in users, their own profile. Coaching history (team name and years as text) and ' +
      'recruiting interests (positions and age groups U16, U18, U21, Senior). Answers 201; 409 when ' +
      'the caller already has a Coach section, or has a Player section (the two exclude each other).',
  })
  @ApiEnvelope(CoachSectionDto, { status: 201, description: 'Coach profile created' })
  @ApiConflictResponse({
    description: 'Coach profile already exists, or the caller has a player profile',
  })
  @Post('addCoachProfile')
  async addCoach(
    @CurrentUser() me: AuthUser,
    @Body() dto: CoachProfileDto,
  ): Promise<Envelope<CoachProfile>> {
    return ok(await this.sports.addCoach(me.userId, dto), 'Coach profile created');
  }

  @ApiOperation({
    summary: 'Edit my Coach section',
    description:
      'Signed-in users, their own section, with the same fields as addCoachProfile. 404 when the ' +
      'caller has no Coach section.',
  })
  @ApiEnvelope(CoachSectionDto, { description: 'Coach profile saved!' })
  @ApiNotFoundResponse({ description: 'Coach profile not found.' })
  @Put('editCoachProfile')
  async editCoach(
    @CurrentUser() me: AuthUser,
    @Body() dto: CoachProfileDto,
  ): Promise<Envelope<CoachProfile>> {
    return ok(await this.sports.editCoach(me.userId, dto), 'Coach profile saved!');
  }

  @ApiOperation({
    summary: 'Remove my Coach section',
    description: 'Signed-in users, their own section. 404 when the caller has none.',
  })
  @ApiEnvelope(null, { description: 'Coach profile removed' })
  @ApiNotFoundResponse({ description: 'Coach profile not found.' })
  @Post('removeCoachProfile')
  @HttpCode(200)
  async removeCoach(@CurrentUser() me: AuthUser): Promise<Envelope<undefined>> {
    await this.sports.removeCoach(me.userId);
    return ok(undefined, 'Coach profile removed');
  }

  @ApiOperation({
    summary: 'My Coach section',
    description: 'Signed-in users, their own section. 404 when the caller has none.',
  })
  @ApiEnvelope(CoachSectionDto)
  @ApiNotFoundResponse({ description: 'Coach profile not found.' })
  @Get('getCoachProfile')
  async getMyCoach(@CurrentUser() me: AuthUser): Promise<Envelope<CoachProfile>> {
    return ok(await this.sports.getCoach(me.userId));
  }

  @ApiOperation({
    summary: 'A user’s Coach section',
    description:
      'Signed-in users, when the user’s profile is visible to them. 404 Coach profile not found. ' +
      'when the user has none, does not exist, is hidden from the caller or their profile ' +
      'visibility leaves the caller out.',
  })
  @ApiEnvelope(CoachSectionDto)
  @ApiNotFoundResponse({ description: 'Coach profile not found.' })
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
  @ApiOperation({
    summary: 'Which sections a user has',
    description:
      'Signed-in users, when the user’s profile is visible to them (the Add Section menu asks it ' +
      'for the caller). 404 Profile not found. otherwise.',
  })
  @ApiEnvelope(ProfileSectionsDto)
  @ApiNotFoundResponse({ description: 'Profile not found.' })
  async sections(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { notFound: PROFILE_NOT_FOUND }) userId: string,
  ): Promise<Envelope<ProfileSections>> {
    return ok(await this.sports.sections(await this.readable(me, userId, PROFILE_NOT_FOUND)));
  }
}
