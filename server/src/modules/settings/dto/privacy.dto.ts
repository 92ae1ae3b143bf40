import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, ValidateIf } from 'class-validator';
import type { AudienceLevel, InteractionLevel, PrivacySettings } from '../../../contracts/settings';

export const AUDIENCE_LEVELS: readonly AudienceLevel[] = ['public', 'friends', 'private'];
export const INTERACTION_LEVELS: readonly InteractionLevel[] = ['everyone', 'friends', 'none'];

const audience = (field: string) => ({
  message: `${field} must be one of: ${AUDIENCE_LEVELS.join(', ')}`,
});
const interaction = (field: string) => ({
  message: `${field} must be one of: ${INTERACTION_LEVELS.join(', ')}`,
});
/** Absent is fine; null is not a setting (it would hit a NOT NULL column), so it is refused. */
const Optional = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

const flag = (field: string) => ({ message: `${field} must be true or false` });

/** `PUT /settings/privacy`: any subset of the privacy settings; unknown keys are refused (400). */
export class UpdatePrivacyDto implements Partial<PrivacySettings> {
  @ApiPropertyOptional({ enum: AUDIENCE_LEVELS })
  @Optional()
  @IsIn(AUDIENCE_LEVELS, audience('profileVisibility'))
  profileVisibility?: AudienceLevel;

  @ApiPropertyOptional({ enum: AUDIENCE_LEVELS })
  @Optional()
  @IsIn(AUDIENCE_LEVELS, audience('postVisibility'))
  postVisibility?: AudienceLevel;

  @ApiPropertyOptional({ enum: AUDIENCE_LEVELS })
  @Optional()
  @IsIn(AUDIENCE_LEVELS, audience('storyVisibility'))
  storyVisibility?: AudienceLevel;

  @ApiPropertyOptional({ enum: INTERACTION_LEVELS })
  @Optional()
  @IsIn(INTERACTION_LEVELS, interaction('allowComments'))
  allowComments?: InteractionLevel;

  @ApiPropertyOptional({ enum: INTERACTION_LEVELS })
  @Optional()
  @IsIn(INTERACTION_LEVELS, interaction('allowMessages'))
  allowMessages?: InteractionLevel;

  @ApiPropertyOptional({ enum: INTERACTION_LEVELS })
  @Optional()
  @IsIn(INTERACTION_LEVELS, interaction('allowTags'))
  allowTags?: InteractionLevel;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(flag('showOnlineStatus'))
  showOnlineStatus?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(flag('showActivity'))
  showActivity?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(flag('showFollowers'))
  showFollowers?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(flag('allowSearchByEmail'))
  allowSearchByEmail?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(flag('allowSearchByPhone'))
  allowSearchByPhone?: boolean;

  /** Read-only here: sent as stored it is accepted, a change is refused (see SettingsService). */
  @ApiPropertyOptional({
    description: 'Switched only by POST /settings/2fa/enable and /settings/2fa/disable',
  })
  @Optional()
  @IsBoolean(flag('twoFactorAuth'))
  twoFactorAuth?: boolean;

  @ApiPropertyOptional()
  @Optional()
  @IsBoolean(flag('loginAlerts'))
  loginAlerts?: boolean;
}
