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
      // passport-jwt types the key as a string; jsonwebtoken takes the KeyObject (see JwtSecret).
      secretOrKey: secret.key as unknown as string,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  validate(payload: TokenPayload): Promise<AuthUser> {
    return this.auth.checkSession(payload);
  }
}
