import { ValidateBy, type ValidationOptions } from 'class-validator';
import { charCount } from '../../contracts/text';

export { charCount };

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
