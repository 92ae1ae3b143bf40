import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';

export class PostIdDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'postId must be a valid post id' })
  postId: string;
}
