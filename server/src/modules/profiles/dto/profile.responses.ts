import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  AgeGroup,
  CoachingStint,
  CoachProfile,
  FanProfile,
  PlayerProfile,
  PlayerTeam,
  Position,
  ProfileInfo,
  ProfileSections,
  ProfileView,
  RecruitingInterest,
  Social,
} from '../../../contracts/profiles';
import { PostDto } from '../../posts/dto/post.dto';
import { UserCardDto } from '../../users/dto/user.responses';
import { AGE_GROUPS, POSITIONS } from './sections.dto';

/** The header numbers and editable fields of a profile. */
export class ProfileInfoDto implements ProfileInfo {
  @ApiProperty({ type: String, nullable: true }) bio: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) location: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' })
  profilePic: string | null;
  @ApiProperty() numOfFollowers: number;
  @ApiProperty() numOfFollowing: number;
  @ApiProperty() numOfPosts: number;
}

export class ProfileViewDto implements ProfileView {
  @ApiProperty({ type: ProfileInfoDto }) profile: ProfileInfoDto;
  @ApiProperty({ type: UserCardDto }) user: UserCardDto;
  @ApiProperty({ type: [PostDto], description: 'The first page of the profile’s posts' })
  posts: PostDto[];
  @ApiProperty({ type: String, nullable: true, description: 'Next page: GET /getUserPosts' })
  nextCursor: string | null;
  @ApiProperty({
    description:
      'The owner’s profile visibility leaves the viewer out (or the viewer blocked the owner): only the header',
  })
  restricted: boolean;
  @ApiProperty({ description: 'The viewer blocked this user' }) blockedByMe: boolean;
  @ApiPropertyOptional({ type: [PostDto], description: 'Only on the caller’s own profile' })
  savedPosts?: PostDto[];
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Only on the caller’s own profile; next page: GET /getSavedPosts',
  })
  savedNextCursor?: string | null;
}

/** `PUT /profile/updateProfilePicture`. */
export class ProfilePictureDto implements Pick<ProfileInfo, 'profilePic'> {
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' })
  profilePic: string | null;
}

export class ProfileSectionsDto implements ProfileSections {
  @ApiProperty() fan: boolean;
  @ApiProperty() player: boolean;
  @ApiProperty() coach: boolean;
}

export class SocialLinkDto implements Social {
  @ApiProperty({ example: 'Instagram' }) platform: string;
  @ApiProperty({ example: 'https://instagram.com/me' }) url: string;
}

export class FanSectionDto implements FanProfile {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: [String] }) favouriteTeams: string[];
  @ApiProperty({ type: [String] }) languages: string[];
  @ApiProperty({ type: [SocialLinkDto] }) socials: SocialLinkDto[];
}

export class PlayerTeamEntryDto implements PlayerTeam {
  @ApiProperty() teamName: string;
  @ApiProperty() years: number;
}

export class PlayerSectionDto implements PlayerProfile {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ enum: POSITIONS, isArray: true }) positions: Position[];
  @ApiProperty({ type: [PlayerTeamEntryDto] }) teams: PlayerTeamEntryDto[];
}

export class CoachingStintDto implements CoachingStint {
  @ApiProperty() teamName: string;
  @ApiProperty({ example: '2018-2021' }) years: string;
}

export class RecruitingInterestEntryDto implements RecruitingInterest {
  @ApiProperty({ enum: POSITIONS, isArray: true }) positions: Position[];
  @ApiProperty({ enum: AGE_GROUPS, isArray: true }) ageGroups: AgeGroup[];
}

export class CoachSectionDto implements CoachProfile {
  @ApiProperty({ format: 'uuid' }) userId: string;
  @ApiProperty({ type: [CoachingStintDto] }) coachingHistory: CoachingStintDto[];
  @ApiProperty({ type: [RecruitingInterestEntryDto] })
  recruitingInterests: RecruitingInterestEntryDto[];
}
