import { IsUUID } from 'class-validator';
import type { TypingPayload } from '../../../contracts/chat';

/** `typing_started` / `typing_stopped`: the chat and the member typed to. */
export class TypingDto implements TypingPayload {
  @IsUUID('all', { message: 'chatId must be a valid chat id' })
  chatId: string;

  @IsUUID('all', { message: 'receiverId must be a valid user id' })
  receiverId: string;
}
