import type { AppLanguage } from './app-language';
/** What anyone may see of a user. */
export interface PublicUser {
  _id: string;
  userName: string;
  fullName: string;
  /** Avatar URL. */
  image: string | null;
  isActive: boolean;
  additionDetails: {
    /** Personal: only in the user's own answers (findCurrentUser, login, their own card). */
    dateOfBirth?: string | null;
    /** Personal: only in the user's own answers. */
    gender?: 'male' | 'female' | null;
    bio: string | null;
  };
  numOfFollowers: number;
  numOfFollowing: number;
}

/** What the user sees of themselves. */
export interface SelfUser extends PublicUser {
  email: string;
  createdAt: string;
  /** The account is hibernated: hidden from everyone until the user reactivates it. */
  isHibernated: boolean;
  /** Staff (`moderator`, `admin`) see the Admin area; everyone else is `user`. */
  role: UserRole;
  /** The app's language chosen on this account; null until chosen (the client follows the browser). */
  appLanguage: AppLanguage | null;
}

/** Who may moderate: `users.role`. */
export type UserRole = 'user' | 'moderator' | 'admin';

export type ConnectionStatus = 'none' | 'pending_sent' | 'pending_received' | 'connected';

/** How the caller and a user are related. */
export interface Relation {
  isFollowing: boolean;
  followsMe: boolean;
  connectionStatus: ConnectionStatus;
}

/** A user as another user sees them in lists: with how the two are related. */
export interface UserCard extends PublicUser, Relation {}

/** `GET /recommendations/mutual`: someone my connections are connected to. */
export interface MutualRecommendation {
  user: UserCard;
  mutualCount: number;
}

/** `GET /recommendations/teams`: someone who supports teams I support. */
export interface TeamRecommendation {
  user: UserCard;
  sharedTeams: string[];
  sharedCount: number;
}

/** `POST /login`: the token and the user at the top level, as SPEC §7 reads it. */
export interface LoginAnswer {
  success: true;
  message: string;
  token: string;
  user: SelfUser;
}
