import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserLanguages } from '../../core/i18n/user-languages';
import { StoredAppLanguages } from './app-languages';
import { User } from './entities/user.entity';
import { KeptNameMatches } from './kept-name-matches';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { UsersRepository } from './users.repository';
import { PresenceGateway } from './presence.gateway';
import { PresenceListener } from './presence.listener';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController],
  providers: [
    UsersService,
    UsersRepository,
    KeptNameMatches,
    PresenceListener,
    PresenceGateway,
    StoredAppLanguages,
    { provide: UserLanguages, useExisting: StoredAppLanguages },
  ],
  exports: [UsersService, StoredAppLanguages, UserLanguages],
})
export class UsersModule {}
