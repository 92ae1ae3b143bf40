import type { ArgumentMetadata } from '@nestjs/common';
import { AppError } from './app-error';
import { findInputProblem, isAcceptableText, MAX_INPUT_DEPTH } from './input-text';
import { InputTextPipe } from './input-text.pipe';

describe('input text rule', () => {
  it('accepts ordinary text, emoji, right-to-left and zero-width characters', () => {
    for (const text of ['Leo', '⚽🏀', 'مرحبا', 'a\u200bb', '\u202etxt', '']) {
      expect(isAcceptableText(text)).toBe(true);
    }
  });

  it('refuses NUL and lone surrogates anywhere in the text', () => {
    for (const text of ['a\u0000b', '\ud800', 'x\udc00', 'ok\ud83d']) {
      expect(isAcceptableText(text)).toBe(false);
    }
  });

  it('finds the field holding a bad string, even deep or in a key', () => {
    expect(findInputProblem({ a: [{ b: 'x\u0000' }] })).toMatchObject({ path: 'body.a.0.b' });
    expect(findInputProblem({ ['k\ud800']: 1 })).toMatchObject({ path: 'body.k\ud800' });
    expect(findInputProblem({ a: 'fine', n: 3, z: null })).toBeNull();
  });

  it('refuses nesting beyond the limit without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    expect(findInputProblem(deep)).toMatchObject({ message: 'The request is nested too deeply' });
    let ok: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) ok = [ok];
    expect(findInputProblem(ok)).toBeNull();
  });
});

describe(InputTextPipe.name, () => {
  const pipe = new InputTextPipe();
  const query: ArgumentMetadata = { type: 'query' };

  it('answers 400 with the field named', () => {
    try {
      pipe.transform({ cursor: 'ab\u0000' }, query);
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).errors).toEqual({
        cursor: 'Text contains a character that is not allowed',
      });
    }
  });

  it('checks a single named parameter too', () => {
    expect(() => pipe.transform('\ud800', { type: 'param', data: 'id' })).toThrow(AppError);
    expect(pipe.transform('fine', { type: 'param', data: 'id' })).toBe('fine');
  });

  it('leaves custom decorators (the current user, uploaded media) alone', () => {
    const value = { weird: '\u0000' };
    expect(pipe.transform(value, { type: 'custom' })).toBe(value);
  });
});
