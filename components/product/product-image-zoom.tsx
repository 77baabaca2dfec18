'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ShopImgProps } from '@/components/ui/shop-image';
import { useCanZoom } from './use-can-zoom';
import {
  ZOOM_FADE_MS,
  ZOOM_HOVER_DELAY_MS,
  ZOOM_HOVER_OFF_DELAY_MS,
  paneOver,
  zoomOffset,
  type PaneSize,
} from './zoom-geometry';

interface ZoomPoint extends PaneSize {
  fx: number;
  fy: number;
}

/**
 * Hover state of the photo: whether the pane was ever asked for (its large image loads only then), whether
 * it shows (after 250 ms, hidden 150 ms after the pointer leaves), and the point under the pointer.
 */
function useHoverZoom(canZoom: boolean) {
  const [requested, setRequested] = useState(false);
  const [visible, setVisible] = useState(false);
  const [point, setPoint] = useState<ZoomPoint>({ fx: 0.5, fy: 0.5, width: 1, height: 1 });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inside = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const schedule = (show: boolean, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setVisible(show), delay);
  };
  const track = (e: MouseEvent<HTMLDivElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    setPoint({
      fx: Math.min(1, Math.max(0, (e.clientX - box.left) / box.width)),
      fy: Math.min(1, Math.max(0, (e.clientY - box.top) / box.height)),
      width: box.width,
      height: box.height,
    });
  };
  // Also entered on the first move: a pointer that was already over the photo when the page hydrated gets
  // no mouseenter, and would otherwise see no zoom until it left and came back.
  const enter = (e: MouseEvent<HTMLDivElement>) => {
    if (!canZoom) return;
    inside.current = true;
    track(e);
    setRequested(true);
    schedule(true, ZOOM_HOVER_DELAY_MS);
  };
  const handlers = {
    onMouseEnter: enter,
    onMouseMove: canZoom
      ? (e: MouseEvent<HTMLDivElement>) => (inside.current ? track(e) : enter(e))
      : undefined,
    onMouseLeave: () => {
      inside.current = false;
      schedule(false, ZOOM_HOVER_OFF_DELAY_MS);
    },
  };
  return { requested, visible, point, handlers };
}

/**
 * The product photo. On desktop, hovering shows the large image under the pointer in the spec's 384 px pane,
 * centred over the photo itself (appears after 250 ms, leaves 150 ms after the pointer does, fades over 300 ms), so the
 * title, price and Add to Cart beside it stay in view. Touch and small screens get the plain photo. Both
 * images' attributes (the optimiser's srcset) come from the server (productZoomImages), so the page loads
 * no image code at all.
 */
export function ProductImageZoom({
  alt,
  photo,
  large,
}: {
  alt: string;
  photo: ShopImgProps;
  large: ShopImgProps;
}) {
  const canZoom = useCanZoom();
  const { requested, visible, point, handlers } = useHoverZoom(canZoom);
  return (
    <div
      className={`relative aspect-[2/3] overflow-hidden rounded-2xl bg-gray-50 ${canZoom ? 'cursor-crosshair' : ''}`}
      data-testid="product-image"
      {...handlers}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, from getImageProps */}
      <img {...photo} alt={alt} />
      {canZoom && requested ? <ZoomPane large={large} visible={visible} point={point} /> : null}
    </div>
  );
}

function ZoomPane({ large, visible, point }: { large: ShopImgProps; visible: boolean; point: ZoomPoint }) {
  const pane = paneOver(point);
  const offset = zoomOffset(point.fx, point.fy, pane);
  return (
    <div
      aria-hidden="true"
      data-testid="zoom-pane"
      data-visible={visible}
      className="pointer-events-none absolute left-1/2 top-1/2 -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-white shadow-lg transition-opacity ease-out"
      style={{
        width: pane.width,
        height: pane.height,
        opacity: visible ? 1 : 0,
        transitionDuration: `${ZOOM_FADE_MS}ms`,
      }}
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, from getImageProps */}
      <img
        {...large}
        alt=""
        style={{ ...large.style, transform: `translate(${offset.x}px, ${offset.y}px)` }}
      />
    </div>
  );
}
