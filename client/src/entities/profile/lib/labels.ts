import { i18n } from '@/shared/i18n';
import type { AgeGroup, Position } from '../model/types';

/** The stored codes stay English on the wire; people read them in the app's language. */
export const positionLabel = (position: Position): string =>
  i18n.t(`profile:positions.${position}`);

export const ageGroupLabel = (group: AgeGroup): string => i18n.t(`profile:ageGroups.${group}`);
