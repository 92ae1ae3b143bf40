export { sectionsApi } from './api/sectionsApi';
export { sectionMenuItems, type SectionMenuItem } from './lib/menu';
export { AddSectionMenu, type AddSectionMenuProps } from './ui/AddSectionMenu';
export { FanSection } from './ui/FanSection';
export type { SectionProps } from './ui/ProfileSectionForm';
export { PlayerSection } from './ui/PlayerSection';
export { CoachSection } from './ui/CoachSection';
export { AthleteDataForm } from './ui/AthleteDataForm';
