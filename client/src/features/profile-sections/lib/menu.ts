import type { ProfileSections, SectionKind } from '@/entities/profile';
import { i18n } from '@/shared/i18n';

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
    { kind: 'fan', label: i18n.t('profile:sections.fan.title'), disabled: s.fan },
    {
      kind: 'player',
      label:
        s.coach && !s.player
          ? i18n.t('profile:sections.player.blocked')
          : i18n.t('profile:sections.player.title'),
      disabled: s.player || s.coach,
    },
    {
      kind: 'coach',
      label:
        s.player && !s.coach
          ? i18n.t('profile:sections.coach.blocked')
          : i18n.t('profile:sections.coach.title'),
      disabled: s.coach || s.player,
    },
  ];
}
