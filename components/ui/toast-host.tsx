'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstNotification } from '@/lib/notify';

// React.lazy rather than next/dynamic: the host renders only in the browser, after a notification, so it
// needs none of next/dynamic's server-rendering support, whose code would otherwise be in every page.
const Toaster = lazy(() => import('./toaster'));

/** Renders the notification host from the first notification on (lib/notify.ts); nothing before. */
export function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => onFirstNotification(() => setActive(true)), []);
  return active ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
