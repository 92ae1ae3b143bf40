import { ApiProperty } from '@nestjs/swagger';
import type { MutualRecommendation, TeamRecommendation } from '../../../contracts/users';
import { UserCardDto } from '../../users/dto/user.responses';

export class MutualRecommendationDto implements MutualRecommendation {
  @ApiProperty({ type: UserCardDto }) user: UserCardDto;
  @ApiProperty({ description: 'Connections the caller and this user share' }) mutualCount: number;
}

export class TeamRecommendationDto implements TeamRecommendation {
  @ApiProperty({ type: UserCardDto }) user: UserCardDto;
  @ApiProperty({ type: [String], description: 'Favourite teams both support' })
  sharedTeams: string[];
  @ApiProperty() sharedCount: number;
}
