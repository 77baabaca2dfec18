import type { Metadata } from 'next';
import { HomeBanners } from '@/components/home/home-banners';
import { HomeCategories } from '@/components/home/home-categories';
import { FeaturedProducts, OurProducts } from '@/components/home/home-product-sections';
import { OpenNotice } from '@/components/home/open-notice';
import { WhyChooseUs } from '@/components/home/why-choose-us';
import { JsonLd } from '@/components/ui/json-ld';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/structured-data';
import { pageMetadata } from '@/lib/seo/metadata';
import { HOME_TITLE, SITE_DESCRIPTION } from '@/lib/seo/site';

export const metadata: Metadata = pageMetadata({
  title: HOME_TITLE,
  absoluteTitle: true,
  description: SITE_DESCRIPTION,
  path: '/',
});

/**
 * Home. Every section reads cached catalogue data, so the whole page is prerendered (and regenerated in the
 * background when the data expires): no shopper ever waits for it, so there are no loading placeholders
 * that would only flash, and the first HTML response already holds every section.
 */
export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-5 sm:gap-14 sm:py-6">
      <JsonLd data={[organizationJsonLd(), websiteJsonLd()]} />
      <OpenNotice />
      <h1 className="sr-only">{HOME_TITLE}</h1>
      <HomeBanners />
      <HomeCategories />
      <FeaturedProducts />
      <OurProducts />
      <WhyChooseUs />
    </main>
  );
}
