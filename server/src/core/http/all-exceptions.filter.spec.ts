import type { ArgumentsHost } from '@nestjs/common';
import { BadRequestException, Logger, PayloadTooLargeException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import { AllExceptionsFilter } from './all-exceptions.filter';
import { AppError } from './app-error';

function answer(exception: unknown) {
  const res = { headersSent: false, status: jest.fn().mockReturnThis(), json: jest.fn() };
  const host = {
    getType: () => 'http',
    switchToHttp: () => ({ getResponse: () => res }),
  } as unknown as ArgumentsHost;
  jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  new AllExceptionsFilter().catch(exception, host);
  return { status: res.status.mock.calls[0][0], body: res.json.mock.calls[0][0] };
}

describe(AllExceptionsFilter.name, () => {
  it('maps a domain error to its status and the error envelope', () => {
    expect(answer(new AppError('CONFLICT', 'User name is already taken'))).toEqual({
      status: 409,
      body: { success: false, message: 'User name is already taken' },
    });
  });

  it('exposes the session codes the client acts on', () => {
    expect(answer(new AppError('TOKEN_EXPIRED', 'expired'))).toEqual({
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
    const { status, body } = answer(
      new ThrottlerException('Too many attempts. Please try again in 5 seconds.'),
    );
    expect(status).toBe(429);
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
    expect(answer(new Error('db password is hunter2'))).toEqual({
      status: 500,
      body: { success: false, message: 'Something went wrong. Please try again.' },
    });
  });
});
