'use client';

import { useSyncExternalStore } from 'react';

/**
 * The marker a cached page carries for each stylesheet it only inlines the critical rules of
 * (server/critical-css.mjs): the full stylesheet arrives later, when React adds it on hydration.
 */
const DEFERRED = 'link[rel="preload"][as="style"][media="not all"]';

/** Stylesheets that failed to load: waiting for them would keep the skeleton up for good. */
const failed = new Set<string>();

function loadedOrFailed(href: string): boolean {
  if (failed.has(href)) return true;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.href === href && link.sheet !== null,
  );
}

function ready(): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>(DEFERRED)].every((m) => loadedOrFailed(m.href));
}

function subscribe(onChange: () => void): () => void {
  // A stylesheet's load and error events do not bubble; the capture phase sees them on the document.
  const listener = (event: Event) => {
    const link = event.target;
    if (!(link instanceof HTMLLinkElement) || link.rel !== 'stylesheet') return;
    if (event.type === 'error') failed.add(link.href);
    onChange();
  };
  document.addEventListener('load', listener, true);
  document.addEventListener('error', listener, true);
  return () => {
    document.removeEventListener('load', listener, true);
    document.removeEventListener('error', listener, true);
  };
}

/**
 * False on the server and while hydrating; afterwards, whether the page's full stylesheets are in. Until
 * then a cached page has only the inlined rules its server HTML uses, so content drawn from the browser's
 * own state (a cart restored from localStorage) would first be drawn half-styled and then move when the
 * rest arrives (a phone's slow network): such content waits for this, behind a skeleton of its size.
 */
export function useStylesheetsReady(): boolean {
  return useSyncExternalStore(subscribe, ready, () => false);
}
