'use client';

import type { CSSProperties } from 'react';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { CategoryLink, SliderArrow, type CategorySlide } from './category-parts';
import { CATEGORY_SLIDE_SPEED_MS, categorySwiperBreakpoints } from './category-slider-breakpoints';
import styles from './category-slider.module.css';

/**
 * 'Our Categories' from 768px: Swiper, slides per view by screen width, 500 ms slides. Loaded only when a
 * screen that wide shows the page (category-slider.tsx), so phones never download Swiper or its CSS.
 */
export function CategorySwiper({ slides }: { slides: CategorySlide[] }) {
  return (
    <div className="relative">
      <Swiper
        modules={[Navigation]}
        className={styles.slides}
        style={{ '--count': slides.length } as CSSProperties}
        breakpoints={categorySwiperBreakpoints(slides.length)}
        speed={CATEGORY_SLIDE_SPEED_MS}
        navigation={{ prevEl: '[data-category-prev]', nextEl: '[data-category-next]' }}
        watchOverflow
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.id}>
            <CategoryLink slide={slide} />
          </SwiperSlide>
        ))}
      </Swiper>
      {/* Swiper disables an arrow at its end and marks both locked when every circle fits. */}
      <SliderArrow direction="prev" data-category-prev="" className="[&.swiper-button-lock]:hidden" />
      <SliderArrow direction="next" data-category-next="" className="[&.swiper-button-lock]:hidden" />
    </div>
  );
}
