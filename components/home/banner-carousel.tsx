'use client';

import Image from 'next/image';
import { Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { useMediaQuery } from '@/components/ui/use-media-query';
import type { Banner } from '@/lib/contract';

/** Banner artwork is about 2000x490; the box keeps that ratio so the page does not jump while it loads. */
const BANNER_ASPECT = 'aspect-[2000/490]';
/** Full page width (at most 1280px minus padding) from 768px; a row item of 88vw below. */
const BANNER_SIZES = '(min-width: 1280px) 1248px, (min-width: 768px) 100vw, 88vw';

function BannerImage({ banner, index, eager }: { banner: Banner; index: number; eager: boolean }) {
  const first = index === 0;
  return (
    <div className={`relative w-full ${BANNER_ASPECT} bg-gray-100`}>
      <Image
        src={banner.image}
        alt={`Offer ${index + 1}`}
        fill
        sizes={BANNER_SIZES}
        // The first banner is the page's likely Largest Contentful Paint.
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        className="object-cover"
        data-testid="banner"
      />
    </div>
  );
}

/**
 * The server markup, and what small screens keep: a horizontal row to swipe through. From 768px the same
 * row shows only its first banner at full width, exactly where the slider will show it.
 */
function BannerRow({ banners }: { banners: Banner[] }) {
  return (
    <ul
      className="flex snap-x snap-mandatory gap-3 overflow-x-auto [scrollbar-width:none] md:gap-0 md:overflow-hidden md:rounded-2xl"
      data-testid="banner-row"
    >
      {banners.map((banner, i) => (
        <li
          key={banner.id}
          className="w-[88vw] shrink-0 snap-center overflow-hidden rounded-xl md:w-full md:rounded-none"
        >
          <BannerImage banner={banner} index={i} eager={i === 0} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The home banners (spec section 9). From 768px a slider: one slide at a time, autoplay, infinite loop, no
 * dots, no dragging. Swiper starts in the browser only: its autoplay reads the clock as it is created, which
 * a prerendered page must not do. One copy of each image is in the page, so only the visible one loads.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const wide = useMediaQuery('(min-width: 768px)');
  if (!wide) return <BannerRow banners={banners} />;
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
          {/* All slides load: autoplay brings each one in view within seconds. */}
          <BannerImage banner={banner} index={i} eager />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
