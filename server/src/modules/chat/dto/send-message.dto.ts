import { IsOptionalNotNull } from '../../../core/http/optional';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, IsUUID } from 'class-validator';
import type { SendMessageBody } from '../../../contracts/chat';
import { trimmedText } from '../../../core/http/visible-text';
import { MaxChars } from '../../../core/http/max-chars';
import { TEXT_LIMITS } from '../../../contracts/limits';

export const MESSAGE_MAX_LENGTH = TEXT_LIMITS.messageMax;
export const MESSAGE_EMPTY = 'Message cannot be empty';
export const MESSAGE_TOO_LONG = `Message must be ${MESSAGE_MAX_LENGTH} characters or less`;

/** `POST /messages/send`: the content is stored trimmed. */
export class SendMessageDto implements SendMessageBody {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'receiverId must be a valid user id' })
  receiverId: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Omit to start or reuse the pair’s chat' })
  @IsOptionalNotNull()
  @IsUUID('all', { message: 'chatId must be a valid chat id' })
  chatId?: string;

  @ApiProperty({ maxLength: MESSAGE_MAX_LENGTH })
  @Transform(trimmedText)
  @IsString({ message: MESSAGE_EMPTY })
  @IsNotEmpty({ message: MESSAGE_EMPTY })
  @MaxChars(MESSAGE_MAX_LENGTH, { message: MESSAGE_TOO_LONG })
  content: string;
}
