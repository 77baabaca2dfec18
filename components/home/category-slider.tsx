'use client';

import Image from 'next/image';
import { Link } from '@/components/ui/link';
import type { CSSProperties } from 'react';
import { Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { LineIcon } from '@/components/ui/line-icon';
import type { Category } from '@/lib/contract';
import { trackCategoryClick } from '@/lib/analytics';
import { categoryFilterPath } from '@/lib/seo/site';
import { CATEGORY_SLIDE_SPEED_MS, categorySwiperBreakpoints } from './category-slider-breakpoints';
import styles from './category-slider.module.css';

/** 'Our Categories': 150 px circles, each opening /filter?cat={slug}, slides per view by screen width. */
export function CategorySlider({ categories }: { categories: Category[] }) {
  return (
    <div className="relative">
      <Swiper
        modules={[Navigation]}
        className={styles.slider}
        style={{ '--count': categories.length } as CSSProperties}
        breakpoints={categorySwiperBreakpoints(categories.length)}
        speed={CATEGORY_SLIDE_SPEED_MS}
        navigation={{ prevEl: '[data-category-prev]', nextEl: '[data-category-next]' }}
        watchOverflow
      >
        {categories.map((category) => (
          <SwiperSlide key={category.id}>
            <Link
              href={categoryFilterPath(category.slug)}
              onClick={() => trackCategoryClick(category.name)}
              className="group flex flex-col items-center gap-3 px-2 py-1"
              data-testid="category-link"
            >
              <span className="group-hover:ring-primary relative block h-[150px] w-[150px] overflow-hidden rounded-full bg-gray-100 ring-2 ring-transparent transition">
                <Image src={category.image} alt="" fill sizes="150px" className="object-cover" />
              </span>
              <span className="group-hover:text-primary text-center text-sm font-medium text-gray-800">
                {category.name}
              </span>
            </Link>
          </SwiperSlide>
        ))}
      </Swiper>
      <SliderArrow direction="prev" />
      <SliderArrow direction="next" />
    </div>
  );
}

function SliderArrow({ direction }: { direction: 'prev' | 'next' }) {
  const prev = direction === 'prev';
  return (
    <button
      type="button"
      aria-label={prev ? 'Previous categories' : 'Next categories'}
      {...(prev ? { 'data-category-prev': '' } : { 'data-category-next': '' })}
      className={`absolute top-[75px] z-10 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-sm hover:text-primary disabled:opacity-0 [&.swiper-button-lock]:hidden ${prev ? '-left-2' : '-right-2'}`}
    >
      <LineIcon className="h-5 w-5">
        <path d={prev ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
      </LineIcon>
    </button>
  );
}
