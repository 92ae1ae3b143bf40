import { i18n } from '@/shared/i18n';

export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 5242880;

/** What is wrong with a picture under SPEC §5: not JPEG, PNG or GIF, or larger than 5MB. */
export type ImageProblem = 'type' | 'size';

/** The picture rules of SPEC §5; null when the file is fine. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!IMAGE_TYPES.some((t) => t === file.type)) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The message for a picture problem, in the app's language (SPEC's text in English). */
export function imageProblemMessage(problem: ImageProblem): string {
  return problem === 'size' ? i18n.t('common:image.sizeError') : i18n.t('common:image.typeError');
}

/** The picture rules of SPEC §5 told in the app's language; null when the file is fine. */
export function validateImageFile(file: File): string | null {
  const problem = imageFileProblem(file);
  return problem ? imageProblemMessage(problem) : null;
}
