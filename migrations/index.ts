import { CreateUsersAndSessions1763776800000 } from './1763776800000-CreateUsersAndSessions';
import { CreateCommunities1763800000000 } from './1763800000000-CreateCommunities';
import { CreatePostsAndEngagement1763800000001 } from './1763800000001-CreatePostsAndEngagement';
import { CreatePeople1763900000000 } from './1763900000000-CreatePeople';
import { CommunityRulesAndMemberCount1764100000000 } from './1764100000000-CommunityRulesAndMemberCount';
import { AddPostMediaSizeAndListIndexes1764300000000 } from './1764300000000-AddPostMediaSizeAndListIndexes';
import { BlocksSettingsAndHibernation1764400000000 } from './1764400000000-BlocksSettingsAndHibernation';
import { CreateChats1764500000000 } from './1764500000000-CreateChats';
import { CountersByTriggersOutboxAndExports1764600000000 } from './1764600000000-CountersByTriggersOutboxAndExports';
import { CreateNotifications1764800000000 } from './1764800000000-CreateNotifications';
import { SearchTrigramIndexes1764900000000 } from './1764900000000-SearchTrigramIndexes';
import { UserNamesTrigramIndex1765000000000 } from './1765000000000-UserNamesTrigramIndex';
import { UserNameGramsIndex1765100000000 } from './1765100000000-UserNameGramsIndex';
import { HibernatedUsersIndex1765200000000 } from './1765200000000-HibernatedUsersIndex';
import { CommunityNameGramsIndex1765300000000 } from './1765300000000-CommunityNameGramsIndex';
import { CommentRepliesOrderIndex1765400000000 } from './1765400000000-CommentRepliesOrderIndex';
import { FanTeamKeysColumn1765500000000 } from './1765500000000-FanTeamKeysColumn';
import { PostCountsVersion1765600000000 } from './1765600000000-PostCountsVersion';
import { AccentFreeSearch1765700000000 } from './1765700000000-AccentFreeSearch';
import { FoldedNamesStatistics1765800000000 } from './1765800000000-FoldedNamesStatistics';
import { BearerLinksVersion1795785969891 } from './1795785969891-BearerLinksVersion';
import { Moderation1796000000000 } from './1796000000000-Moderation';
import { AccountSecurity1796100000000 } from './1796100000000-AccountSecurity';
import { CreateRecruiting1796200000000 } from './1796200000000-CreateRecruiting';
import { AppLanguage1796300000000 } from './1796300000000-AppLanguage';
import { LikeNotificationFunction1796310000000 } from './1796310000000-LikeNotificationFunction';

/**
 * Every migration, oldest first. Add each new migration here: `migrations-list.spec.ts` (server
 * unit tests) fails when a file in this folder is missing from the list or the list is out of
 * timestamp order. TypeORM itself sorts migrations by the timestamp that ends each class name
 * before running them (`MigrationExecutor.getMigrations`), so the order here is for the reader:
 * the schema's history, read top to bottom.
 */
export const migrations = [
  CreateUsersAndSessions1763776800000,
  CreateCommunities1763800000000,
  CreatePostsAndEngagement1763800000001,
  CreatePeople1763900000000,
  CommunityRulesAndMemberCount1764100000000,
  AddPostMediaSizeAndListIndexes1764300000000,
  BlocksSettingsAndHibernation1764400000000,
  CreateChats1764500000000,
  CountersByTriggersOutboxAndExports1764600000000,
  CreateNotifications1764800000000,
  SearchTrigramIndexes1764900000000,
  UserNamesTrigramIndex1765000000000,
  UserNameGramsIndex1765100000000,
  HibernatedUsersIndex1765200000000,
  CommunityNameGramsIndex1765300000000,
  CommentRepliesOrderIndex1765400000000,
  FanTeamKeysColumn1765500000000,
  PostCountsVersion1765600000000,
  AccentFreeSearch1765700000000,
  FoldedNamesStatistics1765800000000,
  BearerLinksVersion1795785969891,
  Moderation1796000000000,
  AccountSecurity1796100000000,
  CreateRecruiting1796200000000,
  AppLanguage1796300000000,
  LikeNotificationFunction1796310000000,
];
