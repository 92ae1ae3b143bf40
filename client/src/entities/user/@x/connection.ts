export type { UserCard } from '../model/types';
