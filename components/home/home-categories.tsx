import { getFeaturedCategories } from '@/lib/cms/categories';
import { CategorySlider } from './category-slider';
import { SectionHeading } from '@/components/ui/section-heading';

export async function HomeCategories() {
  const categories = await getFeaturedCategories();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="our-categories" data-testid="our-categories">
      <SectionHeading id="our-categories">Our Categories</SectionHeading>
      <CategorySlider categories={categories} />
    </section>
  );
}
