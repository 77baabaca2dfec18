import type { Metadata } from 'next';
import { ListingPage, listingMetadata } from '@/components/filter/listing-page';

type Props = { params: Promise<{ page: string }> };

/**
 * `/filter` and `/filter?page=N` (next.config.mjs rewrites them here): the whole catalogue, page by page.
 * Page 1 is prerendered; any other page renders on its first request and is cached from then on.
 */
export function generateStaticParams() {
  return [{ page: '1' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listingMetadata(null, (await params).page);
}

export default async function CatalogueListPage({ params }: Props) {
  return <ListingPage cat={null} page={(await params).page} />;
}
