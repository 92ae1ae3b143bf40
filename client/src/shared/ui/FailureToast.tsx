import toast from 'react-hot-toast';
import { getErrorMessage } from '../api';
import { isAbortedRequest } from '../lib';

interface FailureToastOptions {
  id?: string;
}

/**
 * A request the end of the session cut off says nothing of its own: 'Session expired. Please login
 * again.' is the one toast then. A toast it was to replace (a loading 'Posting....') goes with it.
 */
function cutOff(error: unknown, options?: FailureToastOptions): boolean {
  if (!isAbortedRequest(error)) return false;
  if (options?.id) toast.dismiss(options.id);
  return true;
}

/** The error toast of a failed call: the server's message when it gave one, else `fallback`. */
export function toastError(error: unknown, fallback: string, options?: FailureToastOptions): void {
  if (cutOff(error, options)) return;
  toast.error(getErrorMessage(error, fallback), options);
}

/**
 * An error toast with the spec's fixed text (e.g. 'Error joining community') and, under it, the
 * server's reason when it gave one, so the user learns what to change.
 */
export function toastFailure(title: string, error: unknown, options?: FailureToastOptions): void {
  if (cutOff(error, options)) return;
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
