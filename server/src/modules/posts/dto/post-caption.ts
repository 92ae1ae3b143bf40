import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, type ValidationArguments } from 'class-validator';
import { trimmedText } from '../../../core/http/visible-text';
import { MaxChars } from '../../../core/http/max-chars';
import { TEXT_LIMITS } from '../../../contracts/limits';

export const CAPTION_MAX = TEXT_LIMITS.captionMax;
export const CAPTION_REQUIRED = 'Please enter some text for your post.';
export const CAPTION_TOO_LONG = 'Description must be 600 characters or less.';

/**
 * The caption rules of SPEC §5, shared by create and edit: trimmed, not blank, at most 600.
 * `requiredMessage` words a missing caption (a community post says 'Missing title or image').
 */
export function PostCaption(
  requiredMessage: string | ((args: ValidationArguments) => string) = CAPTION_REQUIRED,
): PropertyDecorator {
  return applyDecorators(
    IsString({ message: requiredMessage }),
    IsNotEmpty({ message: requiredMessage }),
    MaxChars(CAPTION_MAX, { message: CAPTION_TOO_LONG }),
    Transform(trimmedText),
    ApiProperty({ maxLength: CAPTION_MAX, example: 'What a goal in the last minute!' }),
  );
}
