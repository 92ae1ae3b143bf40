import { TEXT_LIMITS } from '@/shared/config';
import { i18n } from '@/shared/i18n';
import { textLength } from '@/shared/lib';

/** SPEC §5 "Settings profile" and §9 limits. */
export const PROFILE_LIMITS = {
  fullNameMin: TEXT_LIMITS.fullNameMin,
  fullNameMax: TEXT_LIMITS.fullNameMax,
  bioMax: TEXT_LIMITS.bioMax,
  locationMax: TEXT_LIMITS.locationMax,
};

export interface ProfileFormValues {
  fullName: string;
  bio: string;
  website: string;
  location: string;
}

export type ProfileField = keyof ProfileFormValues;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Optional http(s), a domain, a 2–6 letter top-level domain (the server checks the same). */
const WEBSITE =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,6}(:\d{1,5})?([/?#]\S*)?$/i;

/** Every broken rule of the form, by field, with SPEC §5's messages in the app's language. */
export function validateProfileForm(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = i18n.t('settings:editProfile.errors.fullNameRequired');
  else if (fullName.length < PROFILE_LIMITS.fullNameMin)
    errors.fullName = i18n.t('settings:editProfile.errors.fullNameTooShort', {
      min: PROFILE_LIMITS.fullNameMin,
    });
  else if (textLength(fullName) > PROFILE_LIMITS.fullNameMax)
    errors.fullName = i18n.t('settings:editProfile.errors.fullNameTooLong', {
      max: PROFILE_LIMITS.fullNameMax,
    });
  if (textLength(values.bio) > PROFILE_LIMITS.bioMax)
    errors.bio = i18n.t('settings:editProfile.errors.bioTooLong', { max: PROFILE_LIMITS.bioMax });
  const website = values.website.trim();
  if (website && !WEBSITE.test(website))
    errors.website = i18n.t('settings:editProfile.errors.website');
  if (textLength(values.location) > PROFILE_LIMITS.locationMax)
    errors.location = i18n.t('settings:editProfile.errors.locationTooLong', {
      max: PROFILE_LIMITS.locationMax,
    });
  return errors;
}

/** The fields whose value differs from the loaded one (only these are sent). */
export function changedFields(
  initial: ProfileFormValues,
  current: ProfileFormValues,
): Partial<ProfileFormValues> {
  const changes: Partial<ProfileFormValues> = {};
  for (const key of Object.keys(initial) as ProfileField[]) {
    if (initial[key] !== current[key]) changes[key] = current[key];
  }
  return changes;
}
