/** Large product image (docs/behaviour.md#limits) and the zoom pane that shows part of it. */
export const ZOOM_IMAGE = { width: 1200, height: 1800 } as const;
/** The spec's pane size. The pane is laid over the photo (see product-image-zoom), so a smaller photo caps it. */
export const ZOOM_PANE_PX = 384;
export const ZOOM_HOVER_DELAY_MS = 250;
export const ZOOM_HOVER_OFF_DELAY_MS = 150;
export const ZOOM_FADE_MS = 300;

export interface PaneSize {
  width: number;
  height: number;
}

/** The pane's size over a photo of the given size: the spec's 384 px square, no larger than the photo. */
export function paneOver(photo: PaneSize): PaneSize {
  return { width: Math.min(ZOOM_PANE_PX, photo.width), height: Math.min(ZOOM_PANE_PX, photo.height) };
}

/**
 * Offset of the large image inside the pane so the point under the pointer (fractions 0..1 of the photo)
 * sits in the middle of the pane, without showing anything past the image's edges.
 */
export function zoomOffset(
  fx: number,
  fy: number,
  pane: PaneSize = { width: ZOOM_PANE_PX, height: ZOOM_PANE_PX },
): { x: number; y: number } {
  const clamp = (v: number, min: number) => Math.min(0, Math.max(min, v));
  return {
    x: clamp(pane.width / 2 - fx * ZOOM_IMAGE.width, pane.width - ZOOM_IMAGE.width),
    y: clamp(pane.height / 2 - fy * ZOOM_IMAGE.height, pane.height - ZOOM_IMAGE.height),
  };
}
