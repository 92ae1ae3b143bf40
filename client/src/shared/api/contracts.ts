// The wire contract is the server's (server/src/contracts); the rest of the client reads it here.
export type * from '@contracts';
/** The error code of a two-factor sign-in whose challenge ran out: the password is asked again. */
export { LOGIN_CHALLENGE_EXPIRED } from '@contracts';
