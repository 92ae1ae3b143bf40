import {
  FanProfileView,
  normaliseFanProfile,
  useFanProfileQuery,
  type FanProfile,
} from '@/entities/profile';
import { useTranslation } from '@/shared/i18n';
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
  const { t } = useTranslation();
  return (
    <>
      <RowsEditor
        legend={t('profile:sections.favouriteTeams')}
        rows={draft.favouriteTeams}
        onChange={(favouriteTeams) => setDraft({ ...draft, favouriteTeams })}
        blank={() => ({ value: '' })}
        addLabel={t('profile:sections.addTeam')}
        removeLabel={(i) => t('profile:sections.removeTeam', { n: i + 1 })}
        renderRow={(row, i, update) => (
          <RowInput
            label={t('profile:sections.team', { n: i + 1 })}
            value={row.value}
            onChange={(value) => update({ value })}
          />
        )}
      />
      <RowsEditor
        legend={t('profile:sections.languages')}
        rows={draft.languages}
        onChange={(languages) => setDraft({ ...draft, languages })}
        blank={() => ({ value: '' })}
        addLabel={t('profile:sections.addLanguage')}
        removeLabel={(i) => t('profile:sections.removeLanguage', { n: i + 1 })}
        renderRow={(row, i, update) => (
          <RowInput
            label={t('profile:sections.language', { n: i + 1 })}
            value={row.value}
            onChange={(value) => update({ value })}
          />
        )}
      />
      <RowsEditor
        legend={t('profile:sections.socials')}
        rows={draft.socials}
        onChange={(socials) => setDraft({ ...draft, socials })}
        blank={() => ({ platform: '', url: '' })}
        addLabel={t('profile:sections.addSocial')}
        removeLabel={(i) => t('profile:sections.removeSocial', { n: i + 1 })}
        renderRow={(row, i, update) => (
          <>
            <RowInput
              label={t('profile:sections.platform', { n: i + 1 })}
              value={row.platform}
              onChange={(platform) => update({ platform })}
            />
            <RowInput
              label={t('profile:sections.url', { n: i + 1 })}
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
  title: 'profile:sections.fan.title',
  texts: {
    saved: 'profile:sections.fan.saved',
    saveFailed: 'profile:sections.fan.saveFailed',
    removed: 'profile:sections.fan.removed',
    removeFailed: 'profile:sections.fan.removeFailed',
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
