import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_MAX_WIDTH_PX } from '@/shared/config';

export function AppToaster() {
  const { toasts } = useToasterStore();

  // Keep at most TOAST_LIMIT on screen: the oldest visible ones give way.
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  // Beside the app's root, not in it: an open dialog makes the app inert, and toasts said while
  // it is open (a failed comment, 'Posted') must still be seen and heard.
  return createPortal(
    <Toaster
      position="top-center"
      containerStyle={{ top: 'var(--toast-top)' }}
      toastOptions={{
        duration: TOAST_DURATION_MS.default,
        style: {
          maxWidth: TOAST_MAX_WIDTH_PX,
          background: 'var(--surface)',
          color: 'var(--text)',
          border: '1px solid var(--border)',
          boxShadow: 'var(--shadow-md)',
        },
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: Infinity },
      }}
    />,
    document.body,
  );
}
