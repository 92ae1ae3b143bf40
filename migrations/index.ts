import { CreateUsersAndSessions1763776800000 } from './1763776800000-CreateUsersAndSessions';

/** Every migration, oldest first. Add each new migration here. */
export const migrations = [CreateUsersAndSessions1763776800000];
