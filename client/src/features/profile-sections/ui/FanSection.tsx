import {
  FanProfileView,
  normaliseFanProfile,
  useFanProfileQuery,
  type FanProfile,
} from '@/entities/profile';
import { useEditFanProfileMutation, useRemoveFanProfileMutation } from '../api/sectionsApi';
import { RowInput, RowsEditor } from './ListEditors';
import {
  ProfileSectionForm,
  type DraftFieldsProps,
  type SectionDefinition,
  type SectionProps,
} from './ProfileSectionForm';

interface Draft {
  favouriteTeams: { value: string }[];
  languages: { value: string }[];
  socials: { platform: string; url: string }[];
}

function useFanData(userId: string) {
  const { data: profile, isLoading } = useFanProfileQuery(userId);
  const [edit, { isLoading: saving }] = useEditFanProfileMutation();
  const [remove, { isLoading: removing }] = useRemoveFanProfileMutation();
  return {
    profile,
    isLoading,
    saving,
    removing,
    save: (draft: Draft) =>
      edit({
        ...normaliseFanProfile({
          favouriteTeams: draft.favouriteTeams.map((t) => t.value),
          languages: draft.languages.map((l) => l.value),
          socials: draft.socials,
        }),
        userId,
      }).unwrap(),
    remove: () => remove({ userId }).unwrap(),
  };
}

function FanFields({ draft, setDraft }: DraftFieldsProps<Draft>) {
  return (
    <>
      <RowsEditor
        legend="Favourite teams"
        rows={draft.favouriteTeams}
        onChange={(favouriteTeams) => setDraft({ ...draft, favouriteTeams })}
        blank={() => ({ value: '' })}
        addLabel="Add team"
        removeLabel={(i) => `Remove team ${i + 1}`}
        renderRow={(row, i, update) => (
          <RowInput
            label={`Team ${i + 1}`}
            value={row.value}
            onChange={(value) => update({ value })}
          />
        )}
      />
      <RowsEditor
        legend="Languages"
        rows={draft.languages}
        onChange={(languages) => setDraft({ ...draft, languages })}
        blank={() => ({ value: '' })}
        addLabel="Add language"
        removeLabel={(i) => `Remove language ${i + 1}`}
        renderRow={(row, i, update) => (
          <RowInput
            label={`Language ${i + 1}`}
            value={row.value}
            onChange={(value) => update({ value })}
          />
        )}
      />
      <RowsEditor
        legend="Socials"
        rows={draft.socials}
        onChange={(socials) => setDraft({ ...draft, socials })}
        blank={() => ({ platform: '', url: '' })}
        addLabel="Add social"
        removeLabel={(i) => `Remove social ${i + 1}`}
        renderRow={(row, i, update) => (
          <>
            <RowInput
              label={`Platform ${i + 1}`}
              value={row.platform}
              onChange={(platform) => update({ platform })}
            />
            <RowInput
              label={`URL ${i + 1}`}
              value={row.url}
              inputMode="url"
              onChange={(url) => update({ url })}
            />
          </>
        )}
      />
    </>
  );
}

const fanSection: SectionDefinition<FanProfile, Draft> = {
  title: 'Fan Profile',
  texts: {
    saved: 'Profile updated successfully!',
    saveFailed: 'Failed to update profile',
    removed: 'Fan profile removed',
    removeFailed: 'Could not remove the fan profile',
  },
  useData: useFanData,
  toDraft: (fan) => ({
    favouriteTeams: fan.favouriteTeams.map((value) => ({ value })),
    languages: fan.languages.map((value) => ({ value })),
    socials: fan.socials.map((s) => ({ ...s })),
  }),
  View: ({ profile }) => <FanProfileView fan={profile} />,
  Fields: FanFields,
};

export function FanSection(props: SectionProps) {
  return <ProfileSectionForm definition={fanSection} {...props} />;
}
