export { sectionsApi } from './api/sectionsApi';
export { sectionMenuItems, type SectionMenuItem } from './lib/menu';
export { AddSectionMenu, type AddSectionMenuProps } from './ui/AddSectionMenu';
export { FanSection, type SectionProps } from './ui/FanSection';
export { PlayerSection } from './ui/PlayerSection';
export { CoachSection } from './ui/CoachSection';
export { AthleteDataForm } from './ui/AthleteDataForm';
