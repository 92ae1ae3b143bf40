export const IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/gif'] as const;
export const MAX_IMAGE_BYTES = 5242880;
export const IMAGE_TYPE_ERROR = 'Please select a valid image file (JPEG, PNG, or GIF)';
export const IMAGE_SIZE_ERROR = 'Image size must be less than 5MB';

/** The picture rules of SPEC §5; null when the file is fine. */
export function validateImageFile(file: File): string | null {
  if (!IMAGE_TYPES.some((t) => t === file.type)) return IMAGE_TYPE_ERROR;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_SIZE_ERROR;
  return null;
}
