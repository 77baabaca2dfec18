/** Large product image (docs/behaviour.md#limits) and the zoom pane beside the photo. */
export const ZOOM_IMAGE = { width: 1200, height: 1800 } as const;
export const ZOOM_PANE_PX = 384;
export const ZOOM_HOVER_DELAY_MS = 250;
export const ZOOM_HOVER_OFF_DELAY_MS = 150;
export const ZOOM_FADE_MS = 300;

/**
 * Offset of the large image inside the pane so the point under the pointer (fractions 0..1 of the photo)
 * sits in the middle of the pane, without showing anything past the image's edges.
 */
export function zoomOffset(fx: number, fy: number): { x: number; y: number } {
  const clamp = (v: number, min: number) => Math.min(0, Math.max(min, v));
  const half = ZOOM_PANE_PX / 2;
  return {
    x: clamp(half - fx * ZOOM_IMAGE.width, ZOOM_PANE_PX - ZOOM_IMAGE.width),
    y: clamp(half - fy * ZOOM_IMAGE.height, ZOOM_PANE_PX - ZOOM_IMAGE.height),
  };
}
