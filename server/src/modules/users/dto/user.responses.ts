import { APP_LANGUAGES, type AppLanguage } from '../../../contracts/app-language';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type {
  ConnectionStatus,
  PublicUser,
  Relation,
  SelfUser,
  UserCard,
  UserRole,
} from '../../../contracts/users';

const CONNECTION_STATUSES: ConnectionStatus[] = [
  'none',
  'pending_sent',
  'pending_received',
  'connected',
];

export class AdditionDetailsDto implements Readonly<PublicUser['additionDetails']> {
  @ApiPropertyOptional({
    type: String,
    format: 'date',
    nullable: true,
    description: 'Personal: only in the user’s own answers',
  })
  dateOfBirth?: string | null;

  @ApiPropertyOptional({
    type: String,
    enum: ['male', 'female'],
    nullable: true,
    description: 'Personal: only in the user’s own answers',
  })
  gender?: 'male' | 'female' | null;

  @ApiProperty({ type: String, nullable: true }) bio: string | null;
}

/** What anyone may see of a user. */
export class PublicUserDto implements PublicUser {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' }) image: string | null;
  @ApiProperty({ description: 'Online now (false when the user hides their online status)' })
  isActive: boolean;
  @ApiProperty({ type: AdditionDetailsDto }) additionDetails: AdditionDetailsDto;
  @ApiProperty() numOfFollowers: number;
  @ApiProperty() numOfFollowing: number;
}

/** What the user sees of themselves. */
export class SelfUserDto extends PublicUserDto implements SelfUser {
  @ApiProperty({ format: 'email' }) email: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Hidden from everyone until the user reactivates it' })
  isHibernated: boolean;
  @ApiProperty({
    enum: ['user', 'moderator', 'admin'],
    description: 'Staff (moderator, admin) work the moderation queue at /admin',
  })
  role: UserRole;
  @ApiProperty({
    type: String,
    enum: APP_LANGUAGES,
    nullable: true,
    description: "The app's language chosen on this account; null until chosen",
  })
  appLanguage: AppLanguage | null;
}

/** A user as another user sees them in lists: with how the two are related. */
export class UserCardDto extends PublicUserDto implements UserCard, Relation {
  @ApiProperty({ description: 'The caller follows this user' }) isFollowing: boolean;
  @ApiProperty({ description: 'This user follows the caller' }) followsMe: boolean;
  @ApiProperty({ enum: CONNECTION_STATUSES }) connectionStatus: ConnectionStatus;
}
