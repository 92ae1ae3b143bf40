/** The events the recruiting module emits (the app's one map: core/realtime/domain-events.ts). */
declare module '../../core/realtime/domain-events' {
  interface DomainEvents {
    /** A coach showed interest in a player (the player hears of it). */
    'recruiting.interest.sent': { interestId: string; coachId: string; playerId: string };
    /** The player answered; an acceptance is told to the coach. */
    'recruiting.interest.answered': {
      interestId: string;
      coachId: string;
      playerId: string;
      accepted: boolean;
    };
    /** New athletes fit one of the user's saved searches (at most one a search a day). */
    'recruiting.saved_search.matched': { userId: string; searchId: string; count: number };
  }
}

export {};
