import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  LEVELS,
  POSITIONS_BY_SPORT,
  SPORTS,
  levelLabel,
  positionLabel,
  sportLabel,
  useCreateOpeningMutation,
  useUpdateOpeningMutation,
} from '@/entities/recruiting';
import {
  getErrorMessage,
  getFieldErrors,
  type AthleteLevel,
  type AthletePosition,
  type Opening,
  type OpeningRequest,
  type Sport,
} from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import {
  Button,
  Modal,
  ToggleChip,
  formStyles as styles,
  ChoiceSelect,
  FormField,
} from '@/shared/ui';

export const DESCRIPTION_MAX = 1000;

interface Draft {
  sport: Sport;
  positions: AthletePosition[];
  level: AthleteLevel;
  birthYearFrom: string;
  birthYearTo: string;
  minHeightCm: string;
  country: string;
  city: string;
  radiusKm: string;
  description: string;
  closesAt: string;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
const num = (v: string) => (v.trim() === '' ? null : Number(v));

function toDraft(o: Opening | null): Draft {
  return {
    sport: o?.sport ?? 'football',
    positions: o ? [...o.positions] : [],
    level: o?.level ?? 'club',
    birthYearFrom: text(o?.birthYearFrom),
    birthYearTo: text(o?.birthYearTo),
    minHeightCm: text(o?.minHeightCm),
    country: o?.country ?? '',
    city: o?.city ?? '',
    radiusKm: text(o?.radiusKm),
    description: o?.description ?? '',
    closesAt: o?.closesAt ? o.closesAt.slice(0, 10) : '',
  };
}

function toRequest(d: Draft, place: Opening | null): OpeningRequest {
  return {
    sport: d.sport,
    positions: d.positions,
    level: d.level,
    birthYearFrom: num(d.birthYearFrom),
    birthYearTo: num(d.birthYearTo),
    minHeightCm: num(d.minHeightCm),
    country: d.country.trim().toUpperCase(),
    city: d.city.trim() || null,
    lat: place?.lat ?? null,
    lng: place?.lng ?? null,
    radiusKm: num(d.radiusKm),
    description: d.description,
    closesAt: d.closesAt ? new Date(`${d.closesAt}T23:59:59Z`).toISOString() : null,
  };
}

export interface OpeningFormModalProps {
  /** The opening to edit; null to publish a new one. */
  opening: Opening | null;
  onClose: () => void;
}

/** A coach publishes an opening, or edits one of theirs. */
export function OpeningFormModal({ opening, onClose }: OpeningFormModalProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => toDraft(opening));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, creating] = useCreateOpeningMutation();
  const [update, updating] = useUpdateOpeningMutation();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const submit = async () => {
    if (draft.positions.length < 1 || draft.positions.length > 3) {
      setErrors({ positions: t('recruiting:fields.positionsCount') });
      return;
    }
    setErrors({});
    const body = toRequest(draft, opening);
    try {
      if (opening) await update({ id: opening._id, ...body }).unwrap();
      else await create(body).unwrap();
      toast.success(
        opening ? t('recruiting:openingForm.saved') : t('recruiting:openingForm.published'),
      );
      onClose();
    } catch (error) {
      setErrors(getFieldErrors(error));
      toast.error(getErrorMessage(error, t('recruiting:openingForm.failed')));
    }
  };

  return (
    <Modal
      open
      title={opening ? t('recruiting:openingForm.editTitle') : t('recruiting:openingForm.newTitle')}
      onClose={onClose}
    >
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className={styles.grid}>
          <FormField label={t('recruiting:fields.sport')} error={errors.sport}>
            <select
              className={styles.control}
              value={draft.sport}
              onChange={(e) =>
                setDraft((d) => ({ ...d, sport: e.target.value as Sport, positions: [] }))
              }
            >
              {SPORTS.map((s) => (
                <option key={s} value={s}>
                  {sportLabel(s)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label={t('recruiting:fields.level')} error={errors.level}>
            <ChoiceSelect
              value={draft.level}
              options={LEVELS}
              optionLabel={levelLabel}
              onChange={(v) => set('level', v)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.bornFromYear')} error={errors.birthYearFrom}>
            <input
              className={styles.control}
              type="number"
              value={draft.birthYearFrom}
              onChange={(e) => set('birthYearFrom', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.bornToYear')} error={errors.birthYearTo}>
            <input
              className={styles.control}
              type="number"
              value={draft.birthYearTo}
              onChange={(e) => set('birthYearTo', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.minimumHeight')} error={errors.minHeightCm}>
            <input
              className={styles.control}
              type="number"
              value={draft.minHeightCm}
              onChange={(e) => set('minHeightCm', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.countryIso')} error={errors.country}>
            <input
              className={styles.control}
              maxLength={2}
              required
              placeholder="ES"
              value={draft.country}
              onChange={(e) => set('country', e.target.value.toUpperCase())}
            />
          </FormField>
          <FormField label={t('recruiting:fields.city')} error={errors.city}>
            <input
              className={styles.control}
              maxLength={100}
              value={draft.city}
              onChange={(e) => set('city', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.radius')} error={errors.radiusKm}>
            <input
              className={styles.control}
              type="number"
              value={draft.radiusKm}
              onChange={(e) => set('radiusKm', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.closesOn')} error={errors.closesAt}>
            <input
              className={styles.control}
              type="date"
              value={draft.closesAt}
              onChange={(e) => set('closesAt', e.target.value)}
            />
          </FormField>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('recruiting:fields.positions')}</legend>
          <div className={styles.chips}>
            {POSITIONS_BY_SPORT[draft.sport].map((p) => (
              <ToggleChip
                key={p}
                pressed={draft.positions.includes(p)}
                onPressedChange={(on) =>
                  set(
                    'positions',
                    on ? [...draft.positions, p] : draft.positions.filter((x) => x !== p),
                  )
                }
              >
                {positionLabel(p)}
              </ToggleChip>
            ))}
          </div>
          {errors.positions && (
            <p className={styles.error} role="alert">
              {errors.positions}
            </p>
          )}
        </fieldset>
        <FormField
          label={t('recruiting:fields.description', {
            count: draft.description.length,
            max: DESCRIPTION_MAX,
          })}
          error={errors.description}
        >
          <textarea
            className={styles.control}
            maxLength={DESCRIPTION_MAX}
            required
            value={draft.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </FormField>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('recruiting:cancel')}
          </Button>
          <Button type="submit" loading={creating.isLoading || updating.isLoading}>
            {opening ? t('recruiting:openingForm.save') : t('recruiting:openingForm.publish')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
