import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { MutualRecommendationDto, TeamRecommendationDto } from './dto/recommendation.responses';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { OffsetQueryDto } from '../../core/http/pagination';
import {
  MutualRecommendation,
  RecommendationsService,
  TeamRecommendation,
} from './recommendations.service';

@ApiTags('recommendations')
@ApiBearerAuth()
@Controller('recommendations')
export class RecommendationsController {
  constructor(private readonly recommendations: RecommendationsService) {}

  @Get('mutual')
  @ApiOperation({
    summary: 'Connections of my connections, most mutual connections first',
    description:
      'Signed-in users. People connected to the caller’s connections, with how many connections ' +
      'they share; never the caller, people already connected to them, or anyone hidden from them. ' +
      'Pages by limit (default 20, at most 50) and offset; no nextCursor.',
  })
  @ApiEnvelope(MutualRecommendationDto, { array: true })
  async mutual(
    @CurrentUser() me: AuthUser,
    @Query() dto: OffsetQueryDto,
  ): Promise<Envelope<MutualRecommendation[]>> {
    return ok(await this.recommendations.mutual(me.userId, dto));
  }

  @Get('teams')
  @ApiOperation({
    summary: 'Fans sharing my favourite teams (any case), most shared first',
    description:
      'Signed-in users. Fans whose favourite teams (in the Fan section) share names with the caller’s, ' +
      'any case, with the shared teams; never the caller, people already connected to them, or ' +
      'anyone hidden from them. Empty without a fan section. Pages by limit and offset.',
  })
  @ApiEnvelope(TeamRecommendationDto, { array: true })
  async teams(
    @CurrentUser() me: AuthUser,
    @Query() dto: OffsetQueryDto,
  ): Promise<Envelope<TeamRecommendation[]>> {
    return ok(await this.recommendations.teams(me.userId, dto));
  }
}
