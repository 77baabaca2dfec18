import type { Product } from '@common/contract';
import { localUpload } from '@/components/ui/shop-image';
import { ProductCard } from './product-card';

/** Product links go to /product/{slug} unless the page says otherwise (the filter page uses /{category}/{slug}). */
export const productHref = (p: Product) => `/product/${p.slug}`;

/** Grid columns of every product list (docs/behaviour.md#limits): 2 small, 4 from 700px, 5 on extra-large. */
export const PRODUCT_GRID_CLASSES = 'grid grid-cols-2 gap-3 tab:grid-cols-4 tab:gap-4 xl:grid-cols-5';

interface ProductGridProps {
  products: Product[];
  hrefFor?: (p: Product) => string;
  /** How many of the first cards load their image eagerly (the ones above the fold). */
  priorityCount?: number;
}

export function ProductGrid({ products, hrefFor = productHref, priorityCount = 0 }: ProductGridProps) {
  return (
    <ul className={PRODUCT_GRID_CLASSES}>
      {products.map((product, i) => (
        <li key={product.id}>
          <ProductCard
            // The cart needs no description; leaving it out keeps a page of cards small in the RSC payload.
            product={{ ...product, detail: null }}
            href={hrefFor(product)}
            imageSrc={localUpload(product.image)}
            priority={i < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
