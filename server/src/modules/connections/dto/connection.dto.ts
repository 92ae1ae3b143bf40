import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class ConnectDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'connectId must be a valid user id' })
  connectId: string;
}

export class RecipientDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'recipientId must be a valid user id' })
  recipientId: string;
}

export class RequesterDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'requesterId must be a valid user id' })
  requesterId: string;
}

export class DisconnectDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'disconnectId must be a valid user id' })
  disconnectId: string;
}
