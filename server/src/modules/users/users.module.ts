import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
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
  providers: [UsersService, UsersRepository, KeptNameMatches, PresenceListener, PresenceGateway],
  exports: [UsersService],
})
export class UsersModule {}
