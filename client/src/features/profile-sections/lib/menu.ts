import type { ProfileSections, SectionKind } from '@/entities/profile';

export interface SectionMenuItem {
  kind: SectionKind;
  label: string;
  disabled: boolean;
}

/**
 * The Add Section entries: a present section is disabled; Player and Coach exclude each other
 * and say why.
 */
export function sectionMenuItems(sections: ProfileSections | undefined): SectionMenuItem[] {
  const s = sections ?? { fan: false, player: false, coach: false };
  return [
    { kind: 'fan', label: 'Fan Profile', disabled: s.fan },
    {
      kind: 'player',
      label: s.coach && !s.player ? 'Player Profile (Coach profile exists)' : 'Player Profile',
      disabled: s.player || s.coach,
    },
    {
      kind: 'coach',
      label: s.player && !s.coach ? 'Coach Profile (Player profile exists)' : 'Coach Profile',
      disabled: s.coach || s.player,
    },
  ];
}
