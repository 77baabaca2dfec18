import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/filter/listing-page';
import { getFeaturedCategories } from '@/lib/cms-client/categories';

type Props = { params: Promise<{ cat: string; page: string }> };

/**
 * `/filter?cat=X` and `/filter?cat=X&page=N` (next.config.mjs rewrites them here): one category's
 * products, page by page. The first page of each featured category is prerendered; any other page
 * renders on its first request and is cached from then on.
 */
export async function generateStaticParams() {
  return (await getFeaturedCategories()).map((c) => ({ cat: c.slug, page: '1' }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { cat, page } = await params;
  return listingMetadata(cat, page);
}

export default async function CategoryListPage({ params }: Props) {
  const { cat, page } = await params;
  return <ListingPage cat={cat} page={page} />;
}
