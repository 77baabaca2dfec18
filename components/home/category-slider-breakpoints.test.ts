import { categorySlidesPerView, categorySwiperBreakpoints } from './category-slider-breakpoints';

describe('category slider slides per view', () => {
  it('follows the spec table for a long category list', () => {
    const many = 20;
    expect(categorySlidesPerView(2560, many)).toBe(8);
    expect(categorySlidesPerView(1920, many)).toBe(8);
    expect(categorySlidesPerView(1919, many)).toBe(7);
    expect(categorySlidesPerView(1440, many)).toBe(7);
    expect(categorySlidesPerView(1439, many)).toBe(6);
    expect(categorySlidesPerView(1280, many)).toBe(6);
    expect(categorySlidesPerView(1279, many)).toBe(5);
    expect(categorySlidesPerView(1024, many)).toBe(5);
    expect(categorySlidesPerView(1023, many)).toBe(3);
    expect(categorySlidesPerView(768, many)).toBe(3);
    expect(categorySlidesPerView(480, many)).toBe(1);
    expect(categorySlidesPerView(390, many)).toBe(1);
    expect(categorySlidesPerView(0, many)).toBe(1);
  });

  it('never shows more slides than there are categories', () => {
    expect(categorySlidesPerView(1920, 4)).toBe(4);
    expect(categorySlidesPerView(1024, 4)).toBe(4);
    expect(categorySlidesPerView(768, 2)).toBe(2);
    expect(categorySlidesPerView(1920, 1)).toBe(1);
    expect(categorySlidesPerView(1920, 0)).toBe(1);
  });

  it('gives Swiper the same table keyed by minimum width', () => {
    expect(categorySwiperBreakpoints(20)).toEqual({
      0: { slidesPerView: 1 },
      481: { slidesPerView: 2 },
      768: { slidesPerView: 3 },
      1024: { slidesPerView: 5 },
      1280: { slidesPerView: 6 },
      1440: { slidesPerView: 7 },
      1920: { slidesPerView: 8 },
    });
    expect(categorySwiperBreakpoints(5)[1920]).toEqual({ slidesPerView: 5 });
  });
});
