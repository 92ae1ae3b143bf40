import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config';
import { JwtAuthGuard } from '../../core/http/jwt-auth.guard';
import { TokenVerifier } from '../../core/http/token-verifier';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService, JWT_ALGORITHM } from './auth.service';
import { Session } from './entities/session.entity';
import {
  TwoFactorChallenge,
  TwoFactorRecoveryCode,
  UserTwoFactor,
} from './entities/two-factor.entity';
import { AccountSecurityController } from './account-security.controller';
import { SecretBox } from './two-factor/secret-box';
import { TwoFactorService } from './two-factor/two-factor.service';
import { TwoFactorRepository } from './two-factor/two-factor.repository';
import { JwtSecret } from './jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { LoginLockout } from './login-lockout';
import { PasswordHasher } from './password-hasher';
import { SessionCache } from './session-cache';
import { SessionListener } from './session.listener';
import { SessionsRepository } from './sessions.repository';

@Global()
@Module({
  imports: [
    UsersModule,
    PassportModule,
    TypeOrmModule.forFeature([Session, UserTwoFactor, TwoFactorRecoveryCode, TwoFactorChallenge]),
    JwtModule.registerAsync({
      extraProviders: [JwtSecret],
      inject: [JwtSecret, AppConfig],
      useFactory: (secret: JwtSecret, config: AppConfig) => ({
        // @nestjs/jwt types it as string | Buffer and hands it to jsonwebtoken as is.
        secret: secret.key as unknown as string,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.JWT_TTL_SECONDS },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController, AccountSecurityController],
  providers: [
    AuthService,
    SessionsRepository,
    PasswordHasher,
    SessionCache,
    LoginLockout,
    JwtSecret,
    JwtStrategy,
    { provide: TokenVerifier, useExisting: AuthService },
    { provide: APP_GUARD, useClass: JwtAuthGuard },
    SessionListener,
    SecretBox,
    TwoFactorService,
    TwoFactorRepository,
  ],
  exports: [AuthService, TokenVerifier, JwtSecret],
})
export class AuthModule {}
