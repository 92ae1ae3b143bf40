import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsString, Min } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import { MaxChars } from '../../../core/http/max-chars';
import { INVALID_CURSOR } from '../../../core/http/pagination';

/** `limit` (default 20, capped at 50) and the opaque `cursor` of the previous page. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 50, default: 20 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;

  @ApiPropertyOptional({ description: 'nextCursor of the previous page' })
  @IsOptionalNotNull()
  @MaxChars(200, { message: INVALID_CURSOR })
  @IsString({ message: INVALID_CURSOR })
  cursor?: string;
}
