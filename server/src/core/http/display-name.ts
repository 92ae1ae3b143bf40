import { ValidateBy, type ValidationOptions } from 'class-validator';
import { INVISIBLE_CHARACTER } from './visible-text';

// C0/C1 controls, and the bidi embeddings, overrides and isolates that make a name read as
// another (U+202A–U+202E, U+2066–U+2069).
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_OR_BIDI = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const INVISIBLE = new RegExp(`^${INVISIBLE_CHARACTER}*$`);

export const DISPLAY_NAME_CHARACTERS = 'Name contains characters that are not allowed';
export const DISPLAY_NAME_INVISIBLE = 'Name must contain visible characters';

/** Why a name shown to others is refused, or null when it is fine. */
export function displayNameProblem(name: string): string | null {
  if (CONTROL_OR_BIDI.test(name)) return DISPLAY_NAME_CHARACTERS;
  if (INVISIBLE.test(name)) return DISPLAY_NAME_INVISIBLE;
  return null;
}

/**
 * A name other people see (full names, community names): no control characters, no bidi
 * overrides, not made only of invisible characters.
 */
export function IsDisplayName(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDisplayName',
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !displayNameProblem(value),
        defaultMessage: (args) =>
          displayNameProblem(String(args?.value ?? '')) ?? DISPLAY_NAME_CHARACTERS,
      },
    },
    options,
  );
}
