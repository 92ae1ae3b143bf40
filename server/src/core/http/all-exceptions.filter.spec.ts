import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException, Logger, PayloadTooLargeException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter';
import type { ErrorBody } from '../../contracts/envelope';
import type { UserLanguages } from '../i18n/user-languages';
import { AppError } from './app-error';

function answer(exception: unknown, request: object = {}, languages?: UserLanguages) {
  const res = {
    headersSent: false,
    status: jest.fn().mockReturnThis(),
    json: jest.fn(),
    setHeader: jest.fn(),
  };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => res, getRequest: () => request }),
  } as unknown as ArgumentsHost;
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  new AllExceptionsFilter(languages).catch(exception, host);
  const headers = Object.fromEntries(res.setHeader.mock.calls as [string, string][]);
  const sent = () => ({
    status: res.status.mock.calls[0]?.[0] as number,
    body: res.json.mock.calls[0]?.[0] as ErrorBody,
  });
  return { ...sent(), headers, sent };
}

describe(AllExceptionsFilter.name, () => {
  it('maps a domain error to its status and the error envelope', () => {
    expect(answer(new AppError('CONFLICT', 'User name is already taken'))).toMatchObject({
      status: 409,
      body: { success: false, message: 'User name is already taken' },
    });
  });

  it.each([
    [new AppError('CONFLICT', 'User name is already taken'), 'CONFLICT'],
    [new AppError('NOT_FOUND', 'Post not found'), 'NOT_FOUND'],
    [new ThrottlerException('Too many attempts. Please try again in 5 seconds.'), 'RATE_LIMITED'],
    [new PayloadTooLargeException('File too large'), 'PAYLOAD_TOO_LARGE'],
    [new BadRequestException('Unexpected token'), 'VALIDATION_FAILED'],
    [new Error('db password is hunter2'), 'INTERNAL_ERROR'],
  ])('puts a code on every error body (%s)', (exception, code) => {
    expect(answer(exception).body.code).toBe(code);
  });

  it('answers in the Accept-Language of an anonymous caller, with the same code', () => {
    const wrong = new AppError('INVALID_CREDENTIALS', 'Invalid user name or password');
    expect(answer(wrong, { headers: { 'accept-language': 'fr-FR,fr;q=0.9' } })).toMatchObject({
      status: 401,
      body: {
        success: false,
        code: 'INVALID_CREDENTIALS',
        message: 'Nom d’utilisateur ou mot de passe incorrect',
      },
    });
    expect(answer(wrong, { headers: { 'accept-language': 'de' } }).body.message).toBe(
      'Invalid user name or password',
    );
  });

  it('translates the field errors of a validation failure too', () => {
    const { body } = answer(
      new AppError('VALIDATION_FAILED', 'Email is required', { email: 'Email is required' }),
      { headers: { 'accept-language': 'es' } },
    );
    expect(body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'El correo electrónico es obligatorio',
      errors: { email: 'El correo electrónico es obligatorio' },
    });
  });

  it('answers a signed-in caller in the language of their account, before their browser’s', async () => {
    const languages = { of: jest.fn(() => Promise.resolve('es' as const)), remember: jest.fn() };
    const { sent } = answer(
      new AppError('NOT_FOUND', 'Post not found'),
      { headers: { 'accept-language': 'fr' }, user: { userId: 'u1' } },
      languages,
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(languages.of).toHaveBeenCalledWith('u1');
    expect(sent()).toEqual({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'No se ha encontrado la publicación' },
    });
  });

  it('exposes the session codes the client acts on', () => {
    expect(answer(new AppError('TOKEN_EXPIRED', 'expired'))).toMatchObject({
      status: 401,
      body: { success: false, message: 'expired', code: 'TOKEN_EXPIRED' },
    });
  });

  it('keeps field errors of a validation failure', () => {
    const { status, body } = answer(
      new AppError('VALIDATION_FAILED', 'Email is required', { email: 'Email is required' }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({ email: 'Email is required' });
  });

  it('answers 429 RATE_LIMITED for the throttler', () => {
    const { status, body, headers } = answer(
      new ThrottlerException('Too many attempts. Please try again in 5 seconds.'),
    );
    expect(status).toBe(429);
    expect(headers['Retry-After']).toBe('5');
    expect(body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again in 5 seconds.',
    });
  });

  it('keeps the status of framework errors (multer limits, bad JSON)', () => {
    expect(answer(new PayloadTooLargeException('File too large')).status).toBe(413);
    expect(answer(new BadRequestException('Unexpected token')).body.message).toBe(
      'Unexpected token',
    );
  });

  it('hides the details of an unexpected error', () => {
    expect(answer(new Error('db password is hunter2'))).toMatchObject({
      status: 500,
      body: { success: false, message: 'Something went wrong. Please try again.' },
    });
  });

  it('puts Retry-After on every 429, from the error when it knows the wait', () => {
    const { headers, body } = answer(
      new AppError('RATE_LIMITED', 'Please wait 7 seconds', undefined, { retryAfter: 7 }),
    );
    expect(headers['Retry-After']).toBe('7');
    expect(body).toMatchObject({ code: 'RATE_LIMITED', retryAfter: 7 });
  });

  it.each([
    ['entity.too.large', 413, 'Request body is too large'],
    ['charset.unsupported', 415, 'Unsupported charset "X-MARTIAN"; send UTF-8'],
    ['encoding.unsupported', 415, 'Unsupported content encoding "br"'],
    ['entity.parse.failed', 400, 'The request body is not valid JSON'],
  ])('maps the body parser error %s to %i', (type, status, message) => {
    const error = Object.assign(new Error('raw'), {
      type,
      status,
      charset: 'x-martian',
      encoding: 'br',
    });
    expect(answer(error)).toMatchObject({ status, body: { success: false, message } });
  });

  it('answers 400 for a malformed multipart body', () => {
    expect(answer(new Error('Multipart: Boundary not found'))).toMatchObject({
      status: 400,
      body: { message: 'The upload is not a valid multipart form' },
    });
  });

  it('answers 400 for a value PostgreSQL refuses and 503 when it is away', () => {
    const dataError = new QueryFailedError(
      'SELECT',
      [],
      Object.assign(new Error('x'), { code: '22P02' }),
    );
    expect(answer(dataError).status).toBe(400);
    const gone = new QueryFailedError(
      'SELECT',
      [],
      Object.assign(new Error('y'), { code: '57P01' }),
    );
    expect(answer(gone).status).toBe(503);
    expect(answer(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })).status).toBe(503);
  });
});
