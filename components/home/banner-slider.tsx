'use client';

import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { BannerImage, type BannerSlide } from './banner-image';

/**
 * The banner slider from 768px (docs/behaviour.md#limits): one slide at a time, autoplay, infinite loop, no dots, no
 * dragging. Loaded only when a screen that wide shows the page (banner-carousel.tsx), so phones never
 * download Swiper or its CSS. Swiper starts in the browser only: its autoplay reads the clock as it is
 * created, which a prerendered page must not do.
 */
export function BannerSlider({ slides }: { slides: BannerSlide[] }) {
  const several = slides.length > 1;
  return (
    <Swiper
      modules={[Autoplay]}
      slidesPerView={1}
      loop={several}
      autoplay={several ? { delay: 5000, disableOnInteraction: false } : false}
      allowTouchMove={false}
      className="overflow-hidden rounded-2xl"
      data-testid="banner-carousel"
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.id}>
          {/* All slides load: autoplay brings each one in view within seconds. */}
          <BannerImage image={slide.image} eager />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
