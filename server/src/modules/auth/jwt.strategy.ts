import { createSecretKey } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { AuthUser } from '../../core/http/current-user.decorator';
import { AuthService, JWT_ALGORITHM, TokenPayload } from './auth.service';
import { JwtSecret } from './jwt-secret';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    secret: JwtSecret,
    private readonly auth: AuthService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A KeyObject, made once: given a string, jsonwebtoken rebuilds a key on every request,
      // which was a quarter of the server's CPU on authenticated reads.
      secretOrKey: createSecretKey(Buffer.from(secret.value)) as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  validate(payload: TokenPayload): Promise<AuthUser> {
    return this.auth.checkSession(payload);
  }
}
