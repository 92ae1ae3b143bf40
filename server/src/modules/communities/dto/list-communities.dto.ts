import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsString } from 'class-validator';
import { IsOptionalNotNull } from '../../../core/http/optional';
import type { CommunitySort } from '../../../contracts/communities';
import { PageQueryDto } from '../../../core/http/pagination';
import { NAME_MAX } from './create-community.dto';
import { MaxChars } from '../../../core/http/max-chars';

const SORTS: CommunitySort[] = ['newest', 'members'];

/** GET /community: keyset pages, newest first or most members first, filtered. */
export class ListCommunitiesDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SORTS, default: 'newest' })
  @IsOptionalNotNull()
  @IsIn(SORTS, { message: 'sort must be newest or members' })
  sort?: CommunitySort;

  @ApiPropertyOptional({
    type: Boolean,
    description: "true: the caller's communities; false: the ones to explore",
  })
  @IsOptionalNotNull()
  @Transform(({ value }: { value: unknown }) =>
    value === 'true' ? true : value === 'false' ? false : value,
  )
  @IsBoolean({ message: 'member must be true or false' })
  member?: boolean;

  @ApiPropertyOptional({ maxLength: NAME_MAX, description: 'Part of the name, any case' })
  @IsOptionalNotNull()
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim() || undefined : value,
  )
  @MaxChars(NAME_MAX, { message: `q must be at most ${NAME_MAX} characters` })
  @IsString({ message: 'q must be text' })
  q?: string;
}
