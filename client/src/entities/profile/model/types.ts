import type { UserCard } from '@/entities/user/@x/profile';

export const POSITIONS = [
  'GK',
  'CB',
  'LB',
  'RB',
  'CM',
  'LM',
  'RM',
  'CAM',
  'CF',
  'LW',
  'RW',
  'ST',
] as const;
export type Position = (typeof POSITIONS)[number];

export const AGE_GROUPS = ['U16', 'U18', 'U21', 'Senior'] as const;
export type AgeGroup = (typeof AGE_GROUPS)[number];

export type SectionKind = 'fan' | 'player' | 'coach';
export type ProfileSections = Record<SectionKind, boolean>;

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

/** A post as the profile shows it (the full post model belongs to the posts slice). */
export interface ProfilePost {
  _id: string;
  title: string;
  postImage?: string | null;
  postVideo?: string | null;
  createdAt: string;
  numOfLikes?: number;
  numOfComments?: number;
}

export interface ProfileDetails {
  bio: string | null;
  website: string | null;
  location: string | null;
  profilePic: string | null;
  numOfFollowers: number;
  numOfFollowing: number;
  numOfPosts: number;
}

export interface ProfileData {
  profile: ProfileDetails;
  user: UserCard;
  posts: ProfilePost[];
  nextCursor: string | null;
  /** Only on my own profile. */
  savedPosts?: ProfilePost[];
}
