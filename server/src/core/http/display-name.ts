import { ValidateBy, type ValidationOptions } from 'class-validator';
import { INVISIBLE_CHARACTER } from './visible-text';

// C0/C1 controls, the bidi embeddings, overrides and isolates that make a name read as another
// (U+202A–U+202E, U+2066–U+2069), and the invisible characters that split a name so that it reads
// as another yet is not found by it (zero-width space U+200B, word joiner and invisible operators
// U+2060–U+2064, BOM U+FEFF). The joiners U+200C/U+200D stay: Persian names and emoji need them.
const CONTROL_OR_BIDI =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200b\u2060-\u2064\ufeff]/;
const INVISIBLE = new RegExp(`^${INVISIBLE_CHARACTER}*$`);

export const DISPLAY_NAME_CHARACTERS = 'Name contains characters that are not allowed';
export const DISPLAY_NAME_INVISIBLE = 'Name must contain visible characters';

/** Why a name shown to others is refused, or null when it is fine. */
export function displayNameProblem(name: string): string | null {
  if (INVISIBLE.test(name)) return DISPLAY_NAME_INVISIBLE;
  if (CONTROL_OR_BIDI.test(name)) return DISPLAY_NAME_CHARACTERS;
  return null;
}

/**
 * A name other people see (full names, community names): no control characters, no bidi
 * overrides, no zero-width space inside, not made only of invisible characters.
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
