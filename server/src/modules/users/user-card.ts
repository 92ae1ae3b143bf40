export type { ConnectionStatus, Relation, UserCard } from '../../contracts/users';
