import { Body, Controller, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { IdParam } from '../../core/http/id-param';
import { NoStore } from '../../core/http/no-store';
import { PageEnvelope, PageQueryDto, pageOk } from '../../core/http/pagination';
import { WriteLimit } from '../../core/http/write-limit';
import type {
  AthleteProfile,
  Interest,
  InterestResponse,
  Opening,
  OpeningMatch,
  PlayerMatch,
  SavedSearch,
} from '../../contracts/recruiting';
import {
  AthleteProfileDto,
  InterestDto,
  InterestListDto,
  OpeningDto,
  OpeningSearchDto,
  PlayerSearchDto,
  RespondDto,
  SavedSearchDto,
} from './dto/recruiting.dto';
import {
  AthleteProfileAnswerDto,
  InterestAnswerDto,
  InterestResponseDto,
  OpeningAnswerDto,
  OpeningMatchDto,
  PlayerMatchDto,
  SavedSearchAnswerDto,
} from './dto/recruiting.responses';
import { RecruitingService } from './recruiting.service';

const OPENING_ID = { invalid: 'id must be an opening id' };

@ApiTags('recruiting')
@ApiBearerAuth()
@NoStore()
@Controller('recruiting')
export class RecruitingController {
  constructor(private readonly recruiting: RecruitingService) {}

  @Put('profile')
  @ApiOperation({
    summary: 'Set my athlete data',
    description:
      'Only a user with a Player section (403 otherwise). Positions from the sport’s list, stats the sport’s own, the highlight one of my own video posts; 400 with a message per field.',
  })
  @ApiEnvelope(AthleteProfileAnswerDto)
  @ApiForbiddenResponse({ description: 'No Player section' })
  async putProfile(
    @CurrentUser() me: AuthUser,
    @Body() dto: AthleteProfileDto,
  ): Promise<Envelope<AthleteProfile>> {
    return ok(await this.recruiting.putProfile(me.userId, dto), 'Athlete data saved');
  }

  @Get('profile')
  @ApiOperation({
    summary: 'My athlete data',
    description: 'null before I set any. Birth year and age group come from my date of birth.',
  })
  @ApiEnvelope(AthleteProfileAnswerDto, { nullable: true, description: 'null before any is set' })
  async ownProfile(@CurrentUser() me: AuthUser): Promise<Envelope<AthleteProfile | null>> {
    return ok(await this.recruiting.ownProfile(me.userId));
  }

  @Get('profile/:userId')
  @ApiOperation({
    summary: 'A player’s athlete data',
    description:
      '404 for whoever may not see it: blocked either way, hibernated, or kept for coaches and the viewer has no Coach section. A minor’s coordinates are never sent.',
  })
  @ApiEnvelope(AthleteProfileAnswerDto)
  @ApiNotFoundResponse({ description: 'No athlete data the caller may see' })
  async profile(
    @CurrentUser() me: AuthUser,
    @IdParam('userId', { invalid: 'userId must be a valid user id' }) userId: string,
  ): Promise<Envelope<AthleteProfile>> {
    return ok(await this.recruiting.profile(me.userId, userId));
  }

  @Get('players')
  @ApiOperation({
    summary: 'Search athletes open to opportunities',
    description:
      'Filters: sport, position, level, heights, birth years, country, near=lat,lng with radiusKm. Newest listed first, keyset pages (cursor). Only athletes the caller may see.',
  })
  @ApiEnvelope(AthleteProfileAnswerDto, { page: true })
  async players(
    @CurrentUser() me: AuthUser,
    @Query() q: PlayerSearchDto,
  ): Promise<PageEnvelope<AthleteProfile>> {
    return pageOk(await this.recruiting.players(me.userId, q));
  }

  @Post('openings')
  @WriteLimit('recruiting-openings', (c) => c.WRITE_LIMIT_RECRUITING_OPENINGS)
  @ApiOperation({
    summary: 'Publish an opening',
    description: 'Only a user with a Coach section (403 otherwise). Description 1–1000 characters.',
  })
  @ApiEnvelope(OpeningAnswerDto, { status: 201 })
  @ApiForbiddenResponse({ description: 'No Coach section' })
  async createOpening(
    @CurrentUser() me: AuthUser,
    @Body() dto: OpeningDto,
  ): Promise<Envelope<Opening>> {
    return ok(await this.recruiting.createOpening(me.userId, dto), 'Opening published');
  }

  @Get('openings')
  @ApiOperation({
    summary: 'Open openings',
    description:
      'Not closed, coach visible to the caller; filters sport, position, level, country, near with radiusKm; mine=true lists my own (closed too). Newest first, keyset pages.',
  })
  @ApiEnvelope(OpeningAnswerDto, { page: true })
  async openings(
    @CurrentUser() me: AuthUser,
    @Query() q: OpeningSearchDto,
  ): Promise<PageEnvelope<Opening>> {
    return pageOk(await this.recruiting.openings(me.userId, q));
  }

  @Put('openings/:id')
  @ApiOperation({ summary: 'Edit my opening', description: 'Its owner only; 404 for anyone else.' })
  @ApiEnvelope(OpeningAnswerDto)
  @ApiNotFoundResponse({ description: 'Not the owner, or no such opening' })
  async updateOpening(
    @CurrentUser() me: AuthUser,
    @IdParam('id', OPENING_ID) id: string,
    @Body() dto: OpeningDto,
  ): Promise<Envelope<Opening>> {
    return ok(await this.recruiting.updateOpening(me.userId, id, dto), 'Opening saved');
  }

  @Delete('openings/:id')
  @ApiOperation({
    summary: 'Delete my opening',
    description: 'Its owner only; 404 for anyone else.',
  })
  @ApiEnvelope(null)
  @ApiNotFoundResponse({ description: 'Not the owner, or no such opening' })
  async deleteOpening(
    @CurrentUser() me: AuthUser,
    @IdParam('id', OPENING_ID) id: string,
  ): Promise<Envelope<undefined>> {
    await this.recruiting.deleteOpening(me.userId, id);
    return ok(undefined, 'Opening deleted');
  }

  @Get('openings/:id/matches')
  @ApiOperation({
    summary: 'Athletes ranked for my opening',
    description:
      'Its owner only (404 otherwise). Each with a score 0–100 and the reasons (position, age, height, level, distance); see docs/recruiting.md. Keyset pages by score.',
  })
  @ApiEnvelope(PlayerMatchDto, { page: true })
  async openingMatches(
    @CurrentUser() me: AuthUser,
    @IdParam('id', OPENING_ID) id: string,
    @Query() q: PageQueryDto,
  ): Promise<PageEnvelope<PlayerMatch>> {
    return pageOk(await this.recruiting.openingMatches(me.userId, id, q));
  }

  @Get('matches')
  @ApiOperation({
    summary: 'Openings ranked for me',
    description: 'A player’s matches (403 without a Player section), ranked by the same score.',
  })
  @ApiEnvelope(OpeningMatchDto, { page: true })
  async matches(
    @CurrentUser() me: AuthUser,
    @Query() q: PageQueryDto,
  ): Promise<PageEnvelope<OpeningMatch>> {
    return pageOk(await this.recruiting.playerMatches(me.userId, q));
  }

  @Post('saved-searches')
  @WriteLimit('recruiting-openings', (c) => c.WRITE_LIMIT_RECRUITING_OPENINGS)
  @ApiOperation({
    summary: 'Save a player search',
    description: `New athletes who fit it arrive as one notification at most daily. At most 20.`,
  })
  @ApiEnvelope(SavedSearchAnswerDto, { status: 201 })
  async saveSearch(
    @CurrentUser() me: AuthUser,
    @Body() dto: SavedSearchDto,
  ): Promise<Envelope<SavedSearch>> {
    return ok(await this.recruiting.saveSearch(me.userId, dto.filters), 'Search saved');
  }

  @Get('saved-searches')
  @ApiOperation({ summary: 'My saved searches', description: 'Newest first, keyset pages.' })
  @ApiEnvelope(SavedSearchAnswerDto, { page: true })
  async savedSearches(
    @CurrentUser() me: AuthUser,
    @Query() q: PageQueryDto,
  ): Promise<PageEnvelope<SavedSearch>> {
    return pageOk(await this.recruiting.savedSearches(me.userId, q));
  }

  @Delete('saved-searches/:id')
  @ApiOperation({
    summary: 'Delete my saved search',
    description: 'Its owner only; 404 otherwise.',
  })
  @ApiEnvelope(null)
  async deleteSavedSearch(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { invalid: 'id must be a saved search id' }) id: string,
  ): Promise<Envelope<undefined>> {
    await this.recruiting.deleteSavedSearch(me.userId, id);
    return ok(undefined, 'Saved search deleted');
  }

  @Post('interest')
  @WriteLimit(
    'recruiting-interest',
    (c) => c.WRITE_LIMIT_RECRUITING_INTEREST,
    'You can show interest in at most 20 players a day. Please try again in {wait}.',
  )
  @ApiOperation({
    summary: 'Show interest in a player',
    description:
      'Coaches only (403). Message 1–500 characters; WRITE_LIMIT_RECRUITING_INTEREST (20 a day) per coach; one open interest a pair (409). The player is notified.',
  })
  @ApiEnvelope(InterestAnswerDto, { status: 201 })
  async interest(
    @CurrentUser() me: AuthUser,
    @Body() dto: InterestDto,
  ): Promise<Envelope<Interest>> {
    return ok(await this.recruiting.sendInterest(me.userId, dto), 'Interest sent');
  }

  @Get('interest')
  @ApiOperation({
    summary: 'Interest I sent or received',
    description: 'box=received (default) or sent; newest first, keyset pages.',
  })
  @ApiEnvelope(InterestAnswerDto, { page: true })
  async interests(
    @CurrentUser() me: AuthUser,
    @Query() q: InterestListDto,
  ): Promise<PageEnvelope<Interest>> {
    return pageOk(await this.recruiting.interests(me.userId, q.box ?? 'received', q));
  }

  @Post('interest/:id/respond')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept or decline an interest',
    description:
      'The player it was sent to only (404 otherwise); 409 once answered. Accepting lets the two chat even where the player’s message settings would refuse a first message.',
  })
  @ApiEnvelope(InterestResponseDto)
  async respond(
    @CurrentUser() me: AuthUser,
    @IdParam('id', { invalid: 'id must be an interest id' }) id: string,
    @Body() dto: RespondDto,
  ): Promise<Envelope<InterestResponse>> {
    const answer = await this.recruiting.respond(me.userId, id, dto.accept);
    return ok(answer, dto.accept ? 'Interest accepted' : 'Interest declined');
  }
}
