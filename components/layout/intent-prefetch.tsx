'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** The same-origin page an event's target links to, or null (other sites, downloads, new tabs). */
export function intentTarget(target: EventTarget | null, origin: string): string | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin) return null;
  return url.pathname + url.search;
}

/**
 * Prefetches a link's route when the shopper shows intent: the pointer over it, a touch on it or keyboard
 * focus. Links do not prefetch on sight (components/ui/link.tsx); one listener here serves all of them.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    // pointerover fires for every element inside a link; the router dedupes too, this just saves the calls.
    let last: string | null = null;
    const onIntent = (event: Event) => {
      const href = intentTarget(event.target, window.location.origin);
      if (href === null || href === last) return;
      last = href;
      router.prefetch(href);
    };
    const options = { passive: true, capture: true } as const;
    const events = ['pointerover', 'touchstart', 'focusin'] as const;
    for (const type of events) document.addEventListener(type, onIntent, options);
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, options);
    };
  }, [router]);
  return null;
}
