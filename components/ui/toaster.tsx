'use client';

import { useEffect } from 'react';
import toast, { Toaster as HotToaster, useToasterStore } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@common/constants';

/**
 * react-hot-toast's host: auto-hide after 4 s; when more than three are visible the oldest are dismissed.
 * ToastHost loads it with the first notification.
 */
export default function Toaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest first, so everything past the limit is older.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <HotToaster
      position="top-center"
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: { fontSize: '0.875rem', borderRadius: '0.75rem' },
        success: { iconTheme: { primary: '#15803d', secondary: '#fff' } },
        error: { iconTheme: { primary: '#B6101D', secondary: '#fff' } },
      }}
    />
  );
}
