export { ProfileSectionsPanel, type ProfileSectionsPanelProps } from './ui/ProfileSectionsPanel';
