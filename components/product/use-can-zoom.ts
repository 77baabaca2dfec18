'use client';

import { useSyncExternalStore } from 'react';

/** Zoom only where there is a mouse and room for the pane beside the image (desktop). */
const QUERY = '(hover: hover) and (pointer: fine) and (min-width: 1024px)';

function subscribe(onChange: () => void) {
  const mql = window.matchMedia(QUERY);
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
}

export function useCanZoom(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
