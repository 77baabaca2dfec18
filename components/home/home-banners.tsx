import Image from 'next/image';
import { getActiveBanners } from '@/lib/cms/home';
import { BannerCarousel } from './banner-carousel';
import { BANNER_ASPECT, BANNER_SIZES } from './banner-shared';

/** Banners with a truthy status: a swipeable row on small screens, the autoplay slider from 768px. */
export async function HomeBanners() {
  const banners = await getActiveBanners();
  if (banners.length === 0) return null;
  return (
    <section aria-label="Offers">
      <ul
        className="flex snap-x snap-mandatory gap-3 overflow-x-auto pb-1 [scrollbar-width:none] md:hidden"
        data-testid="banner-row"
      >
        {banners.map((banner, i) => (
          <li key={banner.id} className="w-[88vw] shrink-0 snap-center">
            <div className={`relative w-full ${BANNER_ASPECT} overflow-hidden rounded-xl bg-gray-100`}>
              <Image
                src={banner.image}
                alt={`Offer ${i + 1}`}
                fill
                sizes={BANNER_SIZES}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                className="object-cover"
              />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden md:block">
        <BannerCarousel banners={banners} />
      </div>
    </section>
  );
}
