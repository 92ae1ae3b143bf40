import type {
  AgeGroup,
  CoachingStint,
  CoachProfile,
  FanProfile,
  PlayerProfile,
  PlayerTeam,
  Position,
  ProfileInfo,
  ProfileSections,
  ProfileView,
  RecruitingInterest,
  Social,
} from '@/shared/api';

/** The wire shapes of profiles (the server's contract); the lists below are the choices. */
export type {
  AgeGroup,
  CoachingStint,
  CoachProfile,
  FanProfile,
  PlayerProfile,
  PlayerTeam,
  Position,
  ProfileSections,
  RecruitingInterest,
  Social,
};
export type ProfileDetails = ProfileInfo;
export type ProfileData = ProfileView;
export type SectionKind = keyof ProfileSections;

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
] as const satisfies readonly Position[];

export const AGE_GROUPS = ['U16', 'U18', 'U21', 'Senior'] as const satisfies readonly AgeGroup[];
