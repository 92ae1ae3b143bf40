import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse } from '@nestjs/swagger';
import type { UserRole } from '../../contracts/users';
import { AppError } from '../../core/http/app-error';
import type { AuthUser } from '../../core/http/current-user.decorator';
import { UsersService } from '../users/users.service';

const STAFF_ROLES = Symbol('staff-roles');

export const NOT_STAFF = 'Only moderators can do this';
export const NOT_ADMIN = 'Only admins can do this';

/**
 * Staff-only routes: `@Staff()` for moderators and admins, `@Staff('admin')` for admins. The
 * role is read from the database on every request (never from the token), so a revoke applies
 * at once. Runs after the global authentication guard: an anonymous caller has had its 401.
 */
export function Staff(...roles: Exclude<UserRole, 'user'>[]): ClassDecorator & MethodDecorator {
  return applyDecorators(
    SetMetadata(STAFF_ROLES, roles.length ? roles : ['moderator', 'admin']),
    UseGuards(StaffGuard),
    ApiForbiddenResponse({ description: 'The caller is not staff' }),
  );
}

@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const allowed = this.reflector.getAllAndOverride<UserRole[] | undefined>(STAFF_ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!allowed) return true;
    const req = context.switchToHttp().getRequest<{ user?: AuthUser }>();
    if (!req.user) throw new AppError('INVALID_TOKEN', 'Authentication required. Please log in.');
    const role = await this.users.roleOf(req.user.userId);
    if (role && allowed.includes(role)) return true;
    throw new AppError('FORBIDDEN', allowed.includes('moderator') ? NOT_STAFF : NOT_ADMIN);
  }
}
