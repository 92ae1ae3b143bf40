import { useProfileSectionsQuery, type SectionKind } from '@/entities/profile';
import {
  AthleteDataForm,
  CoachSection,
  FanSection,
  PlayerSection,
} from '@/features/profile-sections';
import styles from './ProfileSectionsPanel.module.css';

export interface ProfileSectionsPanelProps {
  userId: string;
  /** The owner: Edit, Save and Remove on each section. */
  editable: boolean;
  /** Another user's profile shows the Fan section only. */
  fanOnly?: boolean;
  /** The section just added, opened in edit mode. */
  justAdded?: SectionKind | null;
}

export function ProfileSectionsPanel({
  userId,
  editable,
  fanOnly = false,
  justAdded = null,
}: ProfileSectionsPanelProps) {
  const { data: sections } = useProfileSectionsQuery(userId);
  if (!sections) return null;
  return (
    <div className={styles.panel}>
      {sections.fan && (
        <FanSection userId={userId} editable={editable} startEditing={justAdded === 'fan'} />
      )}
      {!fanOnly && sections.player && (
        <PlayerSection userId={userId} editable={editable} startEditing={justAdded === 'player'} />
      )}
      {/* The player's own athlete data (for recruiting) sits with their Player section. */}
      {!fanOnly && editable && sections.player && <AthleteDataForm />}
      {!fanOnly && sections.coach && (
        <CoachSection userId={userId} editable={editable} startEditing={justAdded === 'coach'} />
      )}
    </div>
  );
}
