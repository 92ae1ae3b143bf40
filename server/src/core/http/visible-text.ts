import { trimInvisible } from '../../contracts/text';

export { INVISIBLE_CHARACTER, trimInvisible } from '../../contracts/text';

/**
 * For `@Transform`: a string trimmed by `trimInvisible`, its line breaks as `\n`; anything else
 * as it came. A browser sends every line break of a multipart form field as `\r\n` (the HTML
 * form encoding), which counted two characters against a limit the box had counted as one.
 */
export const trimmedText = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? trimInvisible(value).replace(/\r\n?/g, '\n') : value;

/**
 * For `@Transform` on a display name: whitespace trimmed only, so that a name of nothing but
 * invisible characters reaches `IsDisplayName`, which says so ('Name must contain visible
 * characters') rather than that the name is missing.
 */
export const trimmedName = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
