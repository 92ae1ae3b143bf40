import { dictionary } from '@zxcvbn-ts/language-common';
import { ValidateBy, type ValidationArguments, type ValidationOptions } from 'class-validator';
import { TEXT_LIMITS } from '../../contracts/limits';

export const PASSWORD_MIN = TEXT_LIMITS.passwordMin;
export const PASSWORD_MAX = TEXT_LIMITS.passwordMax;
export const PASSWORD_LENGTH_MESSAGE = `Password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`;
export const PASSWORD_IS_USER_NAME = 'Password must not be the same as the user name';
export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose another one.';

let common: Set<string> | undefined;

/**
 * The zxcvbn-ts project's list of common passwords (about 49,000, from leaked-password
 * corpora), maintained with that library; loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary as Record<string, string[]>)['passwords-common'].map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

export function passwordProblem(password: string, userName: unknown): string | null {
  const name = typeof userName === 'string' ? userName.trim().toLowerCase() : '';
  if (name && password.trim().toLowerCase() === name) return PASSWORD_IS_USER_NAME;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}

/** Signup's password: not the user name, not in the common-password list. */
export function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  const problemOf = (args: ValidationArguments) =>
    passwordProblem(String(args.value ?? ''), (args.object as { userName?: unknown }).userName);
  return ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (value: unknown, args) => typeof value !== 'string' || !problemOf(args!),
        defaultMessage: (args) => (args && problemOf(args)) ?? PASSWORD_TOO_COMMON,
      },
    },
    options,
  );
}
