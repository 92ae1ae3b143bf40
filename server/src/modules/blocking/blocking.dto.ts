import { IsOptionalNotNull } from '../../core/http/optional';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsString } from 'class-validator';
import { PageQueryDto } from '../../core/http/pagination';
import { MaxChars } from '../../core/http/max-chars';

/** `GET /settings/blocked-users`: ids by default; `details=true` pages the user cards. */
export class BlockedUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ['true', 'false'], description: 'answer user cards, paged' })
  @IsOptionalNotNull()
  @IsIn(['true', 'false'], { message: 'details must be true or false' })
  details?: 'true' | 'false';

  @ApiPropertyOptional({ description: 'part of a user name or full name (with details=true)' })
  @IsOptionalNotNull()
  @IsString({ message: 'q must be text' })
  @MaxChars(100, { message: 'q must be at most 100 characters' })
  q?: string;
}
