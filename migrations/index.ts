import { CreateUsersAndSessions1763776800000 } from './1763776800000-CreateUsersAndSessions';
import { CreatePeople1763900000000 } from './1763900000000-CreatePeople';
import { CreateCommunities1763800000000 } from './1763800000000-CreateCommunities';
import { CreatePostsAndEngagement1763800000001 } from './1763800000001-CreatePostsAndEngagement';

/** Every migration, oldest first. Add each new migration here. */
export const migrations = [
  CreateUsersAndSessions1763776800000,
  CreateCommunities1763800000000,
  CreatePostsAndEngagement1763800000001,
  CreatePeople1763900000000,
];
