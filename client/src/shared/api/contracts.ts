// The wire contract is the server's (server/src/contracts); the rest of the client reads it here.
export type * from '@contracts';
