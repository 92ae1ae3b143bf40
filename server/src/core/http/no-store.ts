import {
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { Response } from 'express';
import type { Observable } from 'rxjs';

@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return next.handle();
  }
}

/**
 * Marks a route (or a whole controller) whose answers carry a token or personal data:
 * `Cache-Control: no-store`, so no browser or proxy cache keeps them. Set before the handler
 * runs, so error answers carry it too. Only marked routes pay for the interceptor.
 */
export const NoStore = (): MethodDecorator & ClassDecorator => UseInterceptors(NoStoreInterceptor);
