import { ValidateIf, type ValidationOptions } from 'class-validator';

/**
 * An optional field that, when sent, must be a real value: `undefined` (absent) skips the
 * field's checks, `null` runs them and fails with the field's own message. class-validator's
 * `@IsOptional()` lets `null` through to the service, where a NOT NULL column answered 500.
 * Use `@IsOptional()` only on a property typed `| null`, whose `null` means "clear it"
 * (`optional-fields.spec.ts` checks every DTO for that).
 */
export function IsOptionalNotNull(options?: ValidationOptions): PropertyDecorator {
  return ValidateIf((_object: object, value: unknown) => value !== undefined, options);
}
