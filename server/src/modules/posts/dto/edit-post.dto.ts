import { PostCaption } from './post-caption';
import { PostIdDto } from './post-id.dto';

export class EditPostDto extends PostIdDto {
  @PostCaption()
  title: string;
}
