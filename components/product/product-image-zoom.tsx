'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { ShopImgProps } from '@/components/ui/shop-image';
import { useCanZoom } from './use-can-zoom';
import {
  ZOOM_FADE_MS,
  ZOOM_HOVER_DELAY_MS,
  ZOOM_HOVER_OFF_DELAY_MS,
  ZOOM_PANE_PX,
  zoomOffset,
} from './zoom-geometry';

/**
 * The product photo. On desktop, hovering shows a 384 px pane beside it with the large image under the
 * pointer (appears after 250 ms, leaves 150 ms after the pointer does, fades over 300 ms). Touch and small
 * screens get the plain photo. Both images' attributes (the optimiser's srcset) come from the server
 * (productZoomImages), so the page loads no image code at all.
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
  const [requested, setRequested] = useState(false);
  const [visible, setVisible] = useState(false);
  const [point, setPoint] = useState({ fx: 0.5, fy: 0.5 });
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

  const zoom = canZoom && requested;
  const offset = zoomOffset(point.fx, point.fy);

  return (
    <div className="relative">
      <div
        className={`relative aspect-[2/3] overflow-hidden rounded-2xl bg-gray-50 ${canZoom ? 'cursor-crosshair' : ''}`}
        data-testid="product-image"
        onMouseEnter={enter}
        onMouseMove={canZoom ? (e) => (inside.current ? track(e) : enter(e)) : undefined}
        onMouseLeave={() => {
          inside.current = false;
          schedule(false, ZOOM_HOVER_OFF_DELAY_MS);
        }}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, from getImageProps */}
        <img {...photo} alt={alt} />
      </div>
      {zoom ? (
        <div
          aria-hidden="true"
          data-testid="zoom-pane"
          data-visible={visible}
          className="pointer-events-none absolute top-0 left-full z-30 ml-6 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-2xl transition-opacity ease-out"
          style={{
            width: ZOOM_PANE_PX,
            height: ZOOM_PANE_PX,
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
      ) : null}
    </div>
  );
}
