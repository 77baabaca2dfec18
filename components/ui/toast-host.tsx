'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { onFirstNotification } from '@/lib/notify';

const Toaster = dynamic(() => import('./toaster'), { ssr: false });

/** Renders the notification host from the first notification on (lib/notify.ts); nothing before. */
export function ToastHost() {
  const [active, setActive] = useState(false);
  useEffect(() => onFirstNotification(() => setActive(true)), []);
  return active ? <Toaster /> : null;
}
