'use client';

import { lazy, Suspense } from 'react';

/**
 * @next/third-parties' Google Analytics loader, in a chunk of its own and only in a build with
 * NEXT_PUBLIC_GA_ID (inlined at build time, so without it the import is dropped from the bundle): the
 * package's entry also holds its YouTube, Maps and Tag Manager components, and Turbopack otherwise puts
 * part of it in every page's first load. GA's own script loads after hydration anyway. React.lazy rather
 * than next/dynamic, whose code would otherwise be in every page for this one use.
 */
const GoogleAnalytics = process.env.NEXT_PUBLIC_GA_ID
  ? lazy(() => import('@next/third-parties/google').then((m) => ({ default: m.GoogleAnalytics })))
  : null;

export function LazyGoogleAnalytics({ gaId }: { gaId: string }) {
  return GoogleAnalytics ? (
    <Suspense fallback={null}>
      <GoogleAnalytics gaId={gaId} />
    </Suspense>
  ) : null;
}
