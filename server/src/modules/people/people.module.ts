import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { PeopleController } from './people.controller';
import { PeopleService } from './people.service';
import { UserCardsService } from './user-cards.service';

/**
 * People as the viewer sees them: a user's card (their own columns, and the viewer's follow and
 * connection state, each read through its owner's fragment) and every list of cards. Above
 * users, follow and connections, which never import it; owns no table.
 */
@Module({
  imports: [UsersModule],
  controllers: [PeopleController],
  providers: [PeopleService, UserCardsService],
  exports: [UserCardsService],
})
export class PeopleModule {}
