import type { ShopImgProps } from '@/components/ui/shop-image';

/** A banner's image, its attributes computed on the server (components/home/home-banners.tsx). */
export interface BannerSlide {
  id: number;
  image: ShopImgProps;
}

/** Banner artwork is about 2000x490; the box keeps that ratio so the page does not jump while it loads. */
const BANNER_ASPECT = 'aspect-[2000/490]';

export function BannerImage({ image, eager = false }: { image: ShopImgProps; eager?: boolean }) {
  const { alt, ...props } = image;
  return (
    <div className={`relative w-full ${BANNER_ASPECT} bg-gray-100`}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, from getImageProps */}
      <img alt={alt} {...props} {...(eager ? { loading: 'eager' } : {})} data-testid="banner" />
    </div>
  );
}
