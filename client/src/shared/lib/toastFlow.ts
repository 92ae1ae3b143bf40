import toast, { type Renderable } from 'react-hot-toast';
import { isAbortedRequest } from './abortedRequest';

/**
 * The toasts of one user flow (logging in, saving a form) share one id, so each replaces the one
 * before: a success never stands beside the error it fixed ('Please update the details' next to
 * 'Updated'), repeated errors do not pile up, and `done()` clears a flow's error when it succeeds
 * without a toast of its own (a login that leads to the feed).
 */
export function toastFlow(flow: string) {
  const id = `flow:${flow}`;
  return {
    id,
    /** `cause`: the failure it reports; one cut off by the end of the session only ends the flow. */
    error: (message: Renderable, cause?: unknown) => {
      if (isAbortedRequest(cause)) toast.dismiss(id);
      else toast.error(message, { id });
    },
    loading: (message: Renderable) => toast.loading(message, { id }),
    success: (message: Renderable) => toast.success(message, { id }),
    done: () => toast.dismiss(id),
  };
}
