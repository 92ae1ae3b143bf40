export {
  profileApi,
  sectionTag,
  sectionsTag,
  useProfileQuery,
  useProfileSectionsQuery,
  useFanProfileQuery,
  usePlayerProfileQuery,
  useCoachProfileQuery,
} from './api/profileApi';
export { normaliseFanProfile, withScheme, type FanProfileInput } from './lib/normalise';
export { positionLabel, ageGroupLabel } from './lib/labels';
export { FanProfileView, PlayerProfileView, CoachProfileView } from './ui/SectionViews';
export {
  POSITIONS,
  AGE_GROUPS,
  type Position,
  type AgeGroup,
  type SectionKind,
  type ProfileSections,
  type Social,
  type FanProfile,
  type PlayerProfile,
  type PlayerTeam,
  type CoachProfile,
  type CoachingStint,
  type RecruitingInterest,
  type ProfileDetails,
  type ProfileData,
} from './model/types';
