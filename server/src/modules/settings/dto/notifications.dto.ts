import { IsOptionalNotNull } from '../../../core/http/optional';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import type { NotificationPreferences } from '../../../contracts/settings';

const flag = (field: string) => ({ message: `${field} must be true or false` });

/** `PUT /settings/notifications`: the changed keys only; unknown keys are refused (400). */
export class UpdateNotificationsDto implements Partial<NotificationPreferences> {
  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean(flag('emailNotifications'))
  emailNotifications?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean(flag('pushNotifications'))
  pushNotifications?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean(flag('smsNotifications'))
  smsNotifications?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean(flag('likeNotifications'))
  likeNotifications?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean(flag('commentNotifications'))
  commentNotifications?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean(flag('followNotifications'))
  followNotifications?: boolean;

  @ApiPropertyOptional()
  @IsOptionalNotNull()
  @IsBoolean(flag('messageNotifications'))
  messageNotifications?: boolean;
}
