import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

const NO_STORE = Symbol('no-store');

/**
 * Marks a route (or a whole controller) whose answers carry a token or personal data:
 * `Cache-Control: no-store`, so no browser or proxy cache keeps them. Set before the handler
 * runs, so error answers carry it too.
 */
export const NoStore = (): MethodDecorator & ClassDecorator => SetMetadata(NO_STORE, true);

@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() === 'http') {
      const marked = this.reflector.getAllAndOverride<boolean>(NO_STORE, [
        context.getHandler(),
        context.getClass(),
      ]);
      if (marked)
        context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    }
    return next.handle();
  }
}
