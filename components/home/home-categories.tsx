import { shopImageProps } from '@/components/ui/shop-image';
import { SectionHeading } from '@/components/ui/section-heading';
import { getFeaturedCategories } from '@/lib/cms-client/categories';
import { categoryFilterPath } from '@/lib/seo/site';
import type { CategorySlide } from './category-parts';
import { CategorySlider } from './category-slider';

export async function HomeCategories() {
  const categories = await getFeaturedCategories();
  if (categories.length === 0) return null;
  // Links and image attributes are made here: the client slider gets only what it shows.
  const slides: CategorySlide[] = categories.map((category) => ({
    id: category.id,
    name: category.name,
    href: categoryFilterPath(category.slug),
    image: shopImageProps({
      src: category.image,
      alt: '',
      width: 150,
      height: 150,
      className: 'h-full w-full object-cover',
    }),
  }));
  return (
    <section aria-labelledby="our-categories" data-testid="our-categories">
      <SectionHeading id="our-categories">Our Categories</SectionHeading>
      <CategorySlider slides={slides} />
    </section>
  );
}
