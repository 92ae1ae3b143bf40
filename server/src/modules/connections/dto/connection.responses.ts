import { ApiProperty } from '@nestjs/swagger';
import type {
  ConnectionChange,
  PendingConnection,
  SentConnection,
} from '../../../contracts/connections';
import { UserCardDto } from '../../users/dto/user.responses';

const CHANGE_STATUSES: Array<ConnectionChange['status']> = ['none', 'pending_sent', 'connected'];

/** What connect, cancel, accept, reject and disconnect answer: the pair's state now. */
export class ConnectionChangeDto implements ConnectionChange {
  @ApiProperty({ enum: CHANGE_STATUSES }) status: ConnectionChange['status'];
}

export class PendingConnectionDto implements PendingConnection {
  @ApiProperty({ format: 'uuid', description: 'The request' }) _id: string;
  @ApiProperty({ type: UserCardDto }) requester: UserCardDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class SentConnectionDto implements SentConnection {
  @ApiProperty({ format: 'uuid', description: 'The request' }) _id: string;
  @ApiProperty({ type: UserCardDto }) recipient: UserCardDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
