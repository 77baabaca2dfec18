'use client';

import { useEffect } from 'react';
import toast, { Toaster as HotToaster, ToastBar, useToasterStore, type Toast } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@common/constants';
import { NOTICE_MSG } from '@common/messages';
import { notificationHostMounted } from '@/lib/notify';
import { LineIcon } from './line-icon';

/**
 * react-hot-toast's host: auto-hide after 4 s; when more than three are visible the oldest are dismissed.
 * Each notice has a close button (the spec's "closes on a clear action"). They sit at the bottom left, where
 * they cover neither the header (its search and cart) nor the product page's purchase panel, which is the
 * right-hand column on a wide screen, and let taps through to the page (all but their close button's).
 * ToastHost loads this with the first notification, whose notice is created once this is mounted
 * (lib/notify.ts), so its 4 s start when it can be seen.
 */
export default function Toaster() {
  const { toasts } = useToasterStore();

  useEffect(notificationHostMounted, []);

  useEffect(() => {
    // The store lists the newest first, so everything past the limit is older.
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return (
    <HotToaster
      position="bottom-left"
      containerStyle={{ bottom: 16, left: 16, right: 16 }}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        // A tap on a notice goes through to the page beneath it; only its close button takes taps. On a
        // product card near the bottom of the screen the notice of an Add to Cart lies over that very
        // button, and a second tap on it was lost.
        style: { fontSize: '0.875rem', borderRadius: '0.75rem', paddingRight: 4, pointerEvents: 'none' },
        success: { iconTheme: { primary: '#15803d', secondary: '#fff' } },
        error: { iconTheme: { primary: '#B6101D', secondary: '#fff' } },
      }}
    >
      {(t) => <Notice t={t} />}
    </HotToaster>
  );
}

/** The library's own bar (icon, message with its live-region role) plus a close button beside it. */
function Notice({ t }: { t: Toast }) {
  return (
    <ToastBar toast={t}>
      {({ icon, message }) => (
        <>
          {icon}
          {message}
          <button
            type="button"
            aria-label={NOTICE_MSG.close}
            title={NOTICE_MSG.close}
            onClick={() => toast.dismiss(t.id)}
            className="pointer-events-auto flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-gray-100 hover:text-gray-900 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-[#B6101D]"
          >
            <LineIcon className="h-4 w-4">
              <path strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
            </LineIcon>
          </button>
        </>
      )}
    </ToastBar>
  );
}
