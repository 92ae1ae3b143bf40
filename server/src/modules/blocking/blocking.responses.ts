import { ApiProperty } from '@nestjs/swagger';
import type { BlockedUser, BlockedUsersPage } from '../../contracts/blocking';

/** A row of Settings → Blocked Accounts. */
export class BlockedUserDto implements BlockedUser {
  @ApiProperty({ format: 'uuid' }) _id: string;
  @ApiProperty() userName: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ type: String, nullable: true, description: 'Avatar URL' })
  profilePic: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the caller blocked them' })
  blockedAt: string;
}

/** `GET /settings/blocked-users?details=true`: a keyset page with the total number of blocks. */
export class BlockedUsersPageDto implements BlockedUsersPage {
  @ApiProperty({ enum: [true], example: true }) success: true;
  @ApiProperty({ type: [BlockedUserDto] }) data: BlockedUserDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The `cursor` of the next page; null on the last page',
  })
  nextCursor: string | null;
  @ApiProperty({ description: 'All of the caller’s blocks, whatever `q` says' }) total: number;
}
