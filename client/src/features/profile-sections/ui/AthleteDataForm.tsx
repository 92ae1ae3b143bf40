import { useState } from 'react';
import toast from 'react-hot-toast';
import {
  LEVELS,
  POSITIONS_BY_SPORT,
  SIDES,
  SPORTS,
  STATS_BY_SPORT,
  levelLabel,
  positionLabel,
  sideLabel,
  sportLabel,
  statLabel,
  useMyAthleteProfileQuery,
  useSaveAthleteProfileMutation,
} from '@/entities/recruiting';
import {
  getErrorMessage,
  getFieldErrors,
  type AthleteAudience,
  type AthleteLevel,
  type AthletePosition,
  type AthleteProfile,
  type AthleteProfileRequest,
  type DominantSide,
  type Sport,
} from '@/shared/api';
import { useTranslation } from '@/shared/i18n';
import {
  Button,
  Card,
  MutedText,
  Switch,
  ToggleChip,
  formStyles as styles,
  ChoiceSelect,
  FormField,
} from '@/shared/ui';

interface Draft {
  sport: Sport;
  positions: AthletePosition[];
  heightCm: string;
  weightKg: string;
  dominantSide: DominantSide;
  level: AthleteLevel;
  country: string;
  city: string;
  lat: string;
  lng: string;
  stats: Record<string, string>;
  openToOpportunities: boolean;
  visibleTo: AthleteAudience;
}

const EMPTY: Draft = {
  sport: 'football',
  positions: [],
  heightCm: '',
  weightKg: '',
  dominantSide: 'right',
  level: 'club',
  country: '',
  city: '',
  lat: '',
  lng: '',
  stats: {},
  openToOpportunities: false,
  visibleTo: 'coaches',
};

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

function toDraft(p: AthleteProfile): Draft {
  return {
    sport: p.sport,
    positions: [...p.positions],
    heightCm: text(p.heightCm),
    weightKg: text(p.weightKg),
    dominantSide: p.dominantSide,
    level: p.level,
    country: p.country,
    city: p.city,
    lat: text(p.lat),
    lng: text(p.lng),
    stats: Object.fromEntries(
      Object.entries(p.stats).map(([k, v]) => [k, text(v as number | undefined)]),
    ),
    openToOpportunities: p.openToOpportunities,
    visibleTo: p.visibleTo,
  };
}

const num = (value: string) => (value.trim() === '' ? null : Number(value));

function toRequest(d: Draft): AthleteProfileRequest {
  const stats: Record<string, number> = {};
  for (const { key } of STATS_BY_SPORT[d.sport]) {
    const v = num(d.stats[key] ?? '');
    if (v !== null) stats[key] = v;
  }
  return {
    sport: d.sport,
    positions: d.positions,
    heightCm: Number(d.heightCm),
    weightKg: num(d.weightKg),
    dominantSide: d.dominantSide,
    level: d.level,
    country: d.country.trim().toUpperCase(),
    city: d.city,
    lat: num(d.lat),
    lng: num(d.lng),
    stats,
    openToOpportunities: d.openToOpportunities,
    visibleTo: d.visibleTo,
  };
}

/**
 * The Player section's athlete data: what coaches search by, the "Open to opportunities" switch
 * (only then does the player appear in searches and matches) and who may see it.
 */
export function AthleteDataForm() {
  const { t } = useTranslation();
  const { data: profile, isLoading } = useMyAthleteProfileQuery();
  if (isLoading) return <MutedText>{t('recruiting:loading')}</MutedText>;
  // A saved answer starts the form again from what the server kept.
  return <AthleteForm key={profile?.updatedAt ?? 'new'} profile={profile ?? null} />;
}

function AthleteForm({ profile }: { profile: AthleteProfile | null }) {
  const { t } = useTranslation();
  const [save, saving] = useSaveAthleteProfileMutation();
  const [draft, setDraft] = useState<Draft>(() => (profile ? toDraft(profile) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const positions = POSITIONS_BY_SPORT[draft.sport];

  const submit = async () => {
    if (draft.positions.length < 1 || draft.positions.length > 3) {
      setErrors({ positions: t('recruiting:fields.positionsCount') });
      return;
    }
    setErrors({});
    try {
      await save(toRequest(draft)).unwrap();
      toast.success(t('recruiting:athlete.saved'));
    } catch (error) {
      setErrors(getFieldErrors(error));
      toast.error(getErrorMessage(error, t('recruiting:athlete.failed')));
    }
  };

  return (
    <Card title={t('recruiting:athlete.title')}>
      <form
        className={styles.form}
        aria-label={t('recruiting:athlete.title')}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label className={styles.switchRow}>
          <span>
            {t('recruiting:athlete.open')}
            <p className={styles.hint}>{t('recruiting:athlete.openHint')}</p>
          </span>
          <Switch
            checked={draft.openToOpportunities}
            onChange={(on) => set('openToOpportunities', on)}
          />
        </label>
        <div className={styles.grid}>
          <FormField label={t('recruiting:fields.sport')} error={errors.sport}>
            <select
              className={styles.control}
              value={draft.sport}
              onChange={(e) =>
                setDraft((d) => ({
                  ...d,
                  sport: e.target.value as Sport,
                  positions: [],
                  stats: {},
                }))
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
          <FormField label={t('recruiting:fields.height')} error={errors.heightCm}>
            <input
              className={styles.control}
              type="number"
              inputMode="numeric"
              min={120}
              max={230}
              required
              value={draft.heightCm}
              aria-invalid={errors.heightCm ? true : undefined}
              onChange={(e) => set('heightCm', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.weight')} error={errors.weightKg}>
            <input
              className={styles.control}
              type="number"
              inputMode="numeric"
              min={35}
              max={160}
              value={draft.weightKg}
              onChange={(e) => set('weightKg', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.dominantSide')} error={errors.dominantSide}>
            <ChoiceSelect
              value={draft.dominantSide}
              options={SIDES}
              optionLabel={sideLabel}
              onChange={(v) => set('dominantSide', v)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.countryIso')} error={errors.country}>
            <input
              className={styles.control}
              maxLength={2}
              required
              placeholder="ES"
              value={draft.country}
              aria-invalid={errors.country ? true : undefined}
              onChange={(e) => set('country', e.target.value.toUpperCase())}
            />
          </FormField>
          <FormField label={t('recruiting:fields.city')} error={errors.city}>
            <input
              className={styles.control}
              maxLength={100}
              required
              value={draft.city}
              onChange={(e) => set('city', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.latitude')} error={errors.lat}>
            <input
              className={styles.control}
              type="number"
              step="any"
              value={draft.lat}
              onChange={(e) => set('lat', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.longitude')} error={errors.lng}>
            <input
              className={styles.control}
              type="number"
              step="any"
              value={draft.lng}
              onChange={(e) => set('lng', e.target.value)}
            />
          </FormField>
          <FormField label={t('recruiting:fields.visibleTo')} error={errors.visibleTo}>
            <select
              className={styles.control}
              value={draft.visibleTo}
              onChange={(e) => set('visibleTo', e.target.value as AthleteAudience)}
            >
              <option value="coaches">{t('recruiting:athlete.coachesOnly')}</option>
              <option value="everyone">{t('recruiting:athlete.everyone')}</option>
            </select>
          </FormField>
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('recruiting:fields.positions')}</legend>
          <div className={styles.chips}>
            {positions.map((p) => (
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
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t('recruiting:athlete.stats')}</legend>
          <div className={styles.grid}>
            {STATS_BY_SPORT[draft.sport].map((s) => (
              <FormField key={s.key} label={statLabel(s.key)}>
                <input
                  className={styles.control}
                  type="number"
                  min={0}
                  max={s.max}
                  step={s.step}
                  value={draft.stats[s.key] ?? ''}
                  onChange={(e) => set('stats', { ...draft.stats, [s.key]: e.target.value })}
                />
              </FormField>
            ))}
          </div>
          {errors.stats && (
            <p className={styles.error} role="alert">
              {errors.stats}
            </p>
          )}
        </fieldset>
        <p className={styles.hint}>{t('recruiting:athlete.privacy')}</p>
        <div className={styles.actions}>
          <Button type="submit" loading={saving.isLoading}>
            {t('recruiting:athlete.save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
