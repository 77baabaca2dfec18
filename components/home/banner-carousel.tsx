'use client';

import Image from 'next/image';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { Banner } from '@/lib/contract';
import { BANNER_ASPECT, BANNER_SIZES } from './banner-shared';

function BannerImage({ banner, index }: { banner: Banner; index: number }) {
  return (
    <div className={`relative w-full ${BANNER_ASPECT} bg-gray-100`}>
      <Image
        src={banner.image}
        alt={`Offer ${index + 1}`}
        fill
        sizes={BANNER_SIZES}
        // The first banner is the likely Largest Contentful Paint on wide screens. Lazy, because the
        // small-screen row holds the same image and only the visible copy should load.
        fetchPriority={index === 0 ? 'high' : 'auto'}
        className="object-cover"
      />
    </div>
  );
}

/**
 * The wide-screen banner slider (spec section 9): one slide at a time, autoplay, infinite loop, no dots, and
 * no dragging. Swiper's autoplay reads the clock as it is created, which a prerendered page must not do, so
 * the server (and hydration) show the first banner in the same box and Swiper takes over in the browser.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const hydrated = useHydrated();
  const first = banners[0];
  if (!first) return null;
  if (!hydrated) {
    return (
      <div className="overflow-hidden rounded-2xl" data-testid="banner-carousel">
        <BannerImage banner={first} index={0} />
      </div>
    );
  }
  const several = banners.length > 1;
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
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <BannerImage banner={banner} index={i} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
