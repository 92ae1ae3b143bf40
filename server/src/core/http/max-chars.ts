import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Characters as PostgreSQL's `char_length` and a `varchar(n)` column count them: code points.
 * `MaxLength` (validator.js) counts an emoji's variation selector as nothing, so '❤️' x 400 passed
 * it and then broke the 600-character column with a bare 'Invalid input'; and the browser's
 * `length` counts UTF-16 units, '🏀' as two.
 */
export function charCount(text: string): number {
  return Array.from(text).length;
}

/** At most `max` characters, counted as the column that stores the text counts them. */
export function MaxChars(max: number, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxChars',
      constraints: [max],
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || charCount(value) <= max,
        defaultMessage: () => `Must be at most ${max} characters`,
      },
    },
    options,
  );
}
