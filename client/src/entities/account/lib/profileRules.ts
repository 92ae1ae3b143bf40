import { TEXT_LIMITS } from '@/shared/config';
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

export const PROFILE_FIX_ERRORS = 'Please fix the errors before saving';

/** Optional http(s), a domain, a 2–6 letter top-level domain (the server checks the same). */
const WEBSITE =
  /^(https?:\/\/)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,6}(:\d{1,5})?([/?#]\S*)?$/i;

/** Every broken rule of the form, by field, with SPEC §5's messages. */
export function validateProfileForm(values: ProfileFormValues): ProfileErrors {
  const errors: ProfileErrors = {};
  const fullName = values.fullName.trim();
  if (!fullName) errors.fullName = 'Full name is required';
  else if (fullName.length < PROFILE_LIMITS.fullNameMin)
    errors.fullName = 'Full name must be at least 2 characters';
  else if (textLength(fullName) > PROFILE_LIMITS.fullNameMax)
    errors.fullName = 'Full name must be less than 100 characters';
  if (textLength(values.bio) > PROFILE_LIMITS.bioMax)
    errors.bio = 'Bio must be less than 500 characters';
  const website = values.website.trim();
  if (website && !WEBSITE.test(website)) errors.website = 'Please enter a valid website URL';
  if (textLength(values.location) > PROFILE_LIMITS.locationMax)
    errors.location = 'Location must be less than 100 characters';
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
