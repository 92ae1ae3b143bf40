import { IsOptionalNotNull } from '../../../core/http/optional';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Min } from 'class-validator';

export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_MAX_PAGE_SIZE = 50;

/** SPEC §7 keeps page numbers for history: page 1 is the newest `limit` messages. */
export class HistoryQueryDto {
  @ApiPropertyOptional({ minimum: 1, default: 1 })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  page?: number;

  @ApiPropertyOptional({
    minimum: 1,
    maximum: HISTORY_MAX_PAGE_SIZE,
    default: HISTORY_PAGE_SIZE,
    description: 'capped at 50',
  })
  @IsOptionalNotNull()
  @Type(() => Number)
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  limit?: number;
}
