import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { KeptNameMatches } from './kept-name-matches';
import { UserCardsService } from './user-cards.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';
import { PresenceGateway } from './presence.gateway';
import { PresenceListener } from './presence.listener';

@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [UsersController],
  providers: [UsersService, UserCardsService, KeptNameMatches, PresenceListener, PresenceGateway],
  exports: [UsersService, UserCardsService],
})
export class UsersModule {}
