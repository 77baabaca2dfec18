'use client';

import dynamic from 'next/dynamic';

/**
 * @next/third-parties' Google Analytics loader, in a chunk of its own and only in a build with
 * NEXT_PUBLIC_GA_ID (inlined at build time, so without it the import is dropped from the bundle): the
 * package's entry also holds its YouTube, Maps and Tag Manager components, and Turbopack otherwise puts
 * part of it in every page's first load. GA's own script loads after hydration anyway.
 */
export const LazyGoogleAnalytics = process.env.NEXT_PUBLIC_GA_ID
  ? dynamic(() => import('@next/third-parties/google').then((m) => m.GoogleAnalytics), { ssr: false })
  : () => null;
