import { getActiveBanners } from '@/lib/cms/home';
import { BannerCarousel } from './banner-carousel';

/** Banners with a truthy status: a swipeable row on small screens, the autoplay slider from 768px. */
export async function HomeBanners() {
  const banners = await getActiveBanners();
  if (banners.length === 0) return null;
  return (
    <section aria-label="Offers">
      <BannerCarousel banners={banners} />
    </section>
  );
}
