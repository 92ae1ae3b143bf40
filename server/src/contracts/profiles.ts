import type { Post } from './posts';
import type { UserCard } from './users';

/** The header numbers and editable fields of a profile. */
export interface ProfileInfo {
  bio: string | null;
  website: string | null;
  location: string | null;
  profilePic: string | null;
  numOfFollowers: number;
  numOfFollowing: number;
  numOfPosts: number;
}

/**
 * `GET /profile/{userId}`: the header, the user card and the first page of posts (SPEC §7); the
 * saved posts only on one's own profile. Longer lists page through `getUserPosts` and
 * `getSavedPosts`.
 */
export interface ProfileView {
  profile: ProfileInfo;
  user: UserCard;
  posts: Post[];
  nextCursor: string | null;
  /**
   * The owner's `profileVisibility` leaves the viewer out (or the viewer blocked the owner):
   * only the header (name, user name, picture, counts); no bio, website, location or posts.
   */
  restricted: boolean;
  /** The viewer blocked this user (the profile shows 'You blocked this user' with Unblock). */
  blockedByMe: boolean;
  savedPosts?: Post[];
  savedNextCursor?: string | null;
}

/** Which optional sections a profile has (`GET /profileSections/{userId}`). */
export interface ProfileSections {
  fan: boolean;
  player: boolean;
  coach: boolean;
}

export type Position =
  'GK' | 'CB' | 'LB' | 'RB' | 'CM' | 'LM' | 'RM' | 'CAM' | 'CF' | 'LW' | 'RW' | 'ST';

export type AgeGroup = 'U16' | 'U18' | 'U21' | 'Senior';

export interface Social {
  platform: string;
  url: string;
}

export interface FanProfile {
  userId: string;
  favouriteTeams: string[];
  languages: string[];
  socials: Social[];
}

export interface PlayerTeam {
  teamName: string;
  years: number;
}

export interface PlayerProfile {
  userId: string;
  positions: Position[];
  teams: PlayerTeam[];
}

export interface CoachingStint {
  teamName: string;
  years: string;
}

export interface RecruitingInterest {
  positions: Position[];
  ageGroups: AgeGroup[];
}

export interface CoachProfile {
  userId: string;
  coachingHistory: CoachingStint[];
  recruitingInterests: RecruitingInterest[];
}
