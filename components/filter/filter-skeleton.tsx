import { ProductGridSkeleton } from '@/components/ui/skeleton-product-grid';
import { Skeleton } from '@/components/ui/skeleton';

/** Stand-in for the results: heading, count and sort bar, then a grid of card placeholders. */
export function FilterSkeleton() {
  return (
    <>
      <div className="mb-6 flex flex-col gap-4 border-b border-gray-200 pb-6 md:flex-row md:items-end md:justify-between">
        <div className="space-y-2">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-5 w-24" />
        </div>
        <Skeleton className="h-10 w-full max-w-md" />
      </div>
      <ProductGridSkeleton count={10} />
    </>
  );
}
