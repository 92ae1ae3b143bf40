import { IsOptionalNotNull } from '../../../core/http/optional';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';
import type { MarkNotificationsReadRequest } from '../../../contracts/notifications';

export class MarkNotificationsReadDto implements MarkNotificationsReadRequest {
  @ApiPropertyOptional({ type: [String], description: 'Without ids, every notification is read' })
  @IsOptionalNotNull()
  @IsArray({ message: 'ids must be a list of notification ids' })
  @ArrayMaxSize(100, { message: 'At most 100 ids at a time' })
  @IsUUID('all', { each: true, message: 'Each id must be a notification id' })
  ids?: string[];
}
