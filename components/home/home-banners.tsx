import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { shopImageProps } from '@/components/ui/shop-image';
import { getActiveBanners } from '@/lib/cms-client/home';
import { BannerCarousel } from './banner-carousel';
import type { BannerSlide } from './banner-image';

/** Banners with a truthy status: a swipeable row on small screens, the autoplay slider from 768px. */
export async function HomeBanners() {
  const banners = await getActiveBanners();
  if (banners.length === 0) return null;
  // The image attributes are made here, so the client carousel needs no next/image.
  const slides: BannerSlide[] = banners.map((banner, i) => ({
    id: banner.id,
    image: shopImageProps({
      src: banner.image,
      alt: `Offer ${i + 1}`,
      fill: true,
      sizing: IMAGE_LAYOUTS.banner,
      // The first banner is in the first screen everywhere, and from 768px the likely Largest Contentful Paint.
      loading: i === 0 ? 'eager' : 'lazy',
      fetchPriority: i === 0 ? 'high' : undefined,
      className: 'object-cover',
    }),
  }));
  return (
    <section aria-label="Offers">
      <BannerCarousel slides={slides} />
    </section>
  );
}
