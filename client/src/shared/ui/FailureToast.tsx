import toast from 'react-hot-toast';
import { getErrorMessage } from '../api';

/**
 * An error toast with the spec's fixed text (e.g. 'Error joining community') and, under it, the
 * server's reason when it gave one, so the user learns what to change.
 */
export function toastFailure(title: string, error: unknown, options?: { id?: string }): void {
  const detail = getErrorMessage(error, '');
  toast.error(
    detail && detail !== title ? (
      <span>
        {title}
        <br />
        <small>{detail}</small>
      </span>
    ) : (
      title
    ),
    options,
  );
}
