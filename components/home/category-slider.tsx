'use client';

import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { CategoryLink, SliderArrow, type CategorySlide } from './category-parts';
import { rowEdges, sameEdges, type RowEdges } from './category-row-edges';
import styles from './category-slider.module.css';
import { useLoadedWhen } from './use-loaded-when';

const loadSwiper = () => import('./category-swiper').then((m) => m.CategorySwiper);

/**
 * Until the browser has measured the row, at both ends: the server's arrows are disabled, so a tap before
 * the page has hydrated finds no arrow that looks usable but does nothing.
 */
const UNMEASURED: RowEdges = { atStart: true, atEnd: true, fits: false };

/** Which ends of the row are in view, following scrolls and resizes. */
function useRowEdges(ref: RefObject<HTMLElement | null>): RowEdges {
  const [edges, setEdges] = useState<RowEdges>(UNMEASURED);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      const next = rowEdges(row.scrollLeft, row.clientWidth, row.scrollWidth);
      setEdges((prev) => (sameEdges(prev, next) ? prev : next));
    };
    row.addEventListener('scroll', update, { passive: true });
    // Also reports the first size at once.
    const resize = new ResizeObserver(update);
    resize.observe(row);
    return () => {
      row.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [ref]);
  return edges;
}

/**
 * The server markup, and what small screens keep: a native row that snaps to each circle, as many in view
 * as the spec's table says (category-slider.module.css). The arrows scroll it by one circle.
 */
function CategoryRow({ slides }: { slides: CategorySlide[] }) {
  const row = useRef<HTMLUListElement>(null);
  const { atStart, atEnd, fits } = useRowEdges(row);
  const step = (direction: 1 | -1) => {
    const el = row.current;
    const slide = el?.firstElementChild;
    if (!el || !slide) return;
    el.scrollBy({ left: direction * slide.getBoundingClientRect().width, behavior: 'smooth' });
  };
  return (
    <div className="relative">
      <ul
        ref={row}
        className={`${styles.slides} ${styles.row} flex snap-x snap-mandatory overflow-x-auto [scrollbar-width:none]`}
        style={{ '--count': slides.length } as CSSProperties}
        data-testid="category-row"
      >
        {slides.map((slide) => (
          <li key={slide.id} className="snap-start">
            <CategoryLink slide={slide} />
          </li>
        ))}
      </ul>
      <SliderArrow direction="prev" disabled={atStart} hidden={fits} onClick={() => step(-1)} />
      <SliderArrow direction="next" disabled={atEnd} hidden={fits} onClick={() => step(1)} />
    </div>
  );
}

/**
 * 'Our Categories': 150 px circles, each opening /filter?cat={slug}, slides per view by screen width. Below
 * 768px a native scrolling row; from 768px Swiper (category-swiper.tsx), loaded only then, with the row,
 * laid out the same way, standing in until it has.
 */
export function CategorySlider({ slides }: { slides: CategorySlide[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  const Swiper = useLoadedWhen(wide, loadSwiper);
  // Swiper is a module's export, the same function on every render: nothing is created during render.
  // eslint-disable-next-line react-hooks/static-components
  return wide && Swiper ? <Swiper slides={slides} /> : <CategoryRow slides={slides} />;
}
