import { i18n } from '@/shared/i18n';
import { IMAGE_SIZE_ERROR, validateImageFile } from '@/shared/lib';

/** The shared picture rules, told in the app's language; null when the file is fine. */
export function pictureProblem(file: File): string | null {
  const problem = validateImageFile(file);
  if (!problem) return null;
  return problem === IMAGE_SIZE_ERROR
    ? i18n.t('profile:picture.sizeError')
    : i18n.t('profile:picture.typeError');
}
