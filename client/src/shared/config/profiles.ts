import { TEXT_LIMITS } from '@contracts';

/** Profile sections: what a player may say of one team (the server refuses more). */
export const PROFILES = {
  /** Years at one team: a whole number up to a career's length. */
  playerYearsMax: TEXT_LIMITS.playerYearsMax,
} as const;
