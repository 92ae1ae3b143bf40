import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
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
    description: 'Never myself nor people I am connected to. Pages by limit and offset.',
  })
  async mutual(
    @CurrentUser() me: AuthUser,
    @Query() dto: OffsetQueryDto,
  ): Promise<Envelope<MutualRecommendation[]>> {
    return ok(await this.recommendations.mutual(me.userId, dto));
  }

  @Get('teams')
  @ApiOperation({
    summary: 'Fans sharing my favourite teams (any case), most shared first',
    description: 'Never myself nor people I am connected to. Pages by limit and offset.',
  })
  async teams(
    @CurrentUser() me: AuthUser,
    @Query() dto: OffsetQueryDto,
  ): Promise<Envelope<TeamRecommendation[]>> {
    return ok(await this.recommendations.teams(me.userId, dto));
  }
}
