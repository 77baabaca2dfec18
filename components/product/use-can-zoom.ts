'use client';

import { useMediaQuery } from '@/components/ui/use-media-query';

/** Zoom only where there is a mouse and room for the pane beside the image (desktop). */
export function useCanZoom(): boolean {
  return useMediaQuery('(hover: hover) and (pointer: fine) and (min-width: 1024px)');
}
