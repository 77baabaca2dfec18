'use client';

import dynamic from 'next/dynamic';

/**
 * @next/third-parties' Google Analytics loader in a chunk of its own: the package's entry also holds its
 * YouTube, Maps and Tag Manager components (about 16 KB gzipped), which a shop without GA never needs.
 * GA's own script loads after hydration anyway.
 */
export const LazyGoogleAnalytics = dynamic(
  () => import('@next/third-parties/google').then((m) => m.GoogleAnalytics),
  { ssr: false },
);
