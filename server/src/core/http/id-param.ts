import { Param, PipeTransform } from '@nestjs/common';
import { ApiParam } from '@nestjs/swagger';
import { AppError } from './app-error';
import { isUuid } from './uuid';

/**
 * What a path id that is not an id answers: 400 with the field's message (`invalid`), or 404 as if
 * nothing had that id (`notFound`: a profile, whose every wrong address reads alike).
 */
export type IdRefusal = { invalid: string } | { notFound: string };

class IdPipe implements PipeTransform<unknown, string> {
  constructor(
    private readonly name: string,
    private readonly refusal: IdRefusal,
  ) {}

  transform(value: unknown): string {
    if (isUuid(value)) return value;
    if ('notFound' in this.refusal) throw new AppError('NOT_FOUND', this.refusal.notFound);
    const message = this.refusal.invalid;
    throw new AppError('VALIDATION_FAILED', message, { [this.name]: message });
  }
}

/**
 * The one way a route takes an id from its path: `@IdParam('postId', { invalid: '…' })`. Anything
 * but a UUID is refused before the handler runs, and the OpenAPI document says `format: uuid`.
 */
export function IdParam(name: string, refusal: IdRefusal): ParameterDecorator {
  return (target, key, index) => {
    Param(name, new IdPipe(name, refusal))(target, key, index);
    if (key === undefined) return;
    const descriptor = Object.getOwnPropertyDescriptor(target, key) as PropertyDescriptor;
    ApiParam({ name, type: String, format: 'uuid' })(target, key, descriptor);
  };
}
