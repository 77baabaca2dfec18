import type { ComponentProps } from 'react';
import { Link } from '@/components/ui/link';
import { LineIcon } from '@/components/ui/line-icon';
import type { ShopImgProps } from '@/components/ui/shop-image';
import { trackCategoryClick } from '@/lib/analytics';

/** A category circle, its link and image attributes made on the server (home-categories.tsx). */
export interface CategorySlide {
  id: number;
  name: string;
  href: string;
  image: ShopImgProps;
}

/** A 150 px circle and the name, opening the category's filter page; the click is an analytics event. */
export function CategoryLink({ slide }: { slide: CategorySlide }) {
  const { alt, ...image } = slide.image;
  return (
    <Link
      href={slide.href}
      onClick={() => trackCategoryClick(slide.name)}
      className="group flex flex-col items-center gap-3 px-2 py-1"
      data-testid="category-link"
    >
      <span className="group-hover:ring-primary block h-[150px] w-[150px] overflow-hidden rounded-full bg-gray-100 ring-2 ring-transparent transition">
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, from getImageProps */}
        <img alt={alt} {...image} />
      </span>
      <span className="group-hover:text-primary text-center text-sm font-medium text-gray-800">
        {slide.name}
      </span>
    </Link>
  );
}

/** The previous/next arrow beside the circles; hidden while disabled (at that end of the list). */
export function SliderArrow({
  direction,
  className = '',
  ...props
}: ComponentProps<'button'> & { direction: 'prev' | 'next' }) {
  const prev = direction === 'prev';
  return (
    <button
      type="button"
      aria-label={prev ? 'Previous categories' : 'Next categories'}
      className={`absolute top-[75px] z-10 flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-sm hover:text-primary disabled:opacity-0 ${prev ? 'left-0' : 'right-0'} ${className}`}
      {...props}
    >
      <LineIcon className="h-5 w-5">
        <path d={prev ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
      </LineIcon>
    </button>
  );
}
