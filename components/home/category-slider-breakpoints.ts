/**
 * 'Our Categories' slides per view by viewport width (docs/behaviour.md#limits): 1920 and up 8, 1440 7, 1280 6,
 * 1024 5, 768 3, 480 and below 1. The spec leaves 481–767 open; two fit there at 150 px circles.
 * Never more slides than categories, so a short list is not stretched into empty places.
 */
export const CATEGORY_SLIDER_TABLE: readonly { minWidth: number; slides: number }[] = [
  { minWidth: 1920, slides: 8 },
  { minWidth: 1440, slides: 7 },
  { minWidth: 1280, slides: 6 },
  { minWidth: 1024, slides: 5 },
  { minWidth: 768, slides: 3 },
  { minWidth: 481, slides: 2 },
  { minWidth: 0, slides: 1 },
];

export const CATEGORY_SLIDE_SPEED_MS = 500;

/** Slides visible at `width` px for a list of `count` categories (at least 1). */
export function categorySlidesPerView(width: number, count: number): number {
  const row = CATEGORY_SLIDER_TABLE.find((r) => width >= r.minWidth);
  const slides = row ? row.slides : 1;
  return Math.max(1, Math.min(slides, count));
}

/** The table as Swiper's `breakpoints` option (keys are minimum widths). */
export function categorySwiperBreakpoints(count: number): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(
    CATEGORY_SLIDER_TABLE.map((r) => [
      r.minWidth,
      { slidesPerView: categorySlidesPerView(r.minWidth, count) },
    ]),
  );
}
