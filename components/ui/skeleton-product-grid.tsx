import { PRODUCT_GRID_CLASSES } from '@/components/product/product-grid';
import { SKELETON_CARDS } from '@common/constants';
import { Skeleton } from './skeleton';

/** Same box as ProductCard: square image, two name lines, price line, button. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white">
      <Skeleton className="aspect-[4/5] rounded-none" />
      <div className="flex flex-1 flex-col gap-2 p-3">
        <Skeleton className="h-10" />
        <Skeleton className="h-6 w-1/3" />
        <Skeleton className="h-9" />
      </div>
    </div>
  );
}

export function ProductGridSkeleton({ count = SKELETON_CARDS }: { count?: number }) {
  return (
    <ul className={PRODUCT_GRID_CLASSES} role="status" aria-label="Loading products" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
