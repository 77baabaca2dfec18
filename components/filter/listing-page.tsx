import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listingParams } from '@/lib/filter-params';
import { FilterFrame } from './filter-frame';
import { filterMetadata } from './filter-metadata';
import { FilterResults } from './filter-results';

/*
 * The prerendered catalogue and category lists (app/filter/all, app/filter/category), which next.config.mjs
 * rewrites `/filter`, `?cat=` and `?page=` to. `cat` is null for the whole catalogue. A path no rewrite
 * produces (`/filter/all/abc`) is a 404, so it never adds a cache entry.
 */

export async function listingMetadata(cat: string | null, page: string): Promise<Metadata> {
  const listing = listingParams(cat, page);
  return listing ? filterMetadata(listing) : {};
}

export function ListingPage({ cat, page }: { cat: string | null; page: string }) {
  const listing = listingParams(cat, page);
  if (!listing) notFound();
  return (
    <FilterFrame>
      <FilterResults params={listing} />
    </FilterFrame>
  );
}
