import { Link } from '@/components/ui/link';
import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { ShopImage } from '@/components/ui/shop-image';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { Product } from '@/lib/contract';
import { formatPrice } from '@/lib/format';

interface ProductCardProps {
  product: Product;
  href: string;
  /** Cards above the fold load their image at once (likely Largest Contentful Paint). */
  priority?: boolean;
}

/**
 * A product tile: image, name, price and the cart button. A server component: the image is a plain `<img>`
 * (no next/image client component to load and hydrate for each of a page's cards).
 */
export function ProductCard({ product, href, priority = false }: ProductCardProps) {
  // The cart needs no description; leaving it out keeps a page of cards small in the RSC payload (a home
  // page with ~50 full descriptions was too large for its prerendered HTML to hold every section).
  const cartProduct: Product = { ...product, detail: null };
  return (
    <article
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-white transition-shadow hover:shadow-md"
      data-testid="product-card"
    >
      <Link href={href} className="block" tabIndex={-1} aria-hidden="true">
        <div className="relative aspect-[4/5] overflow-hidden bg-gray-100">
          <ShopImage
            src={product.image}
            alt={product.name}
            fill
            sizing={IMAGE_LAYOUTS.productCard}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            className="object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </div>
      </Link>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-gray-900">
          <Link href={href} className="hover:text-primary">
            {product.name}
          </Link>
        </h3>
        <p className="text-primary text-base leading-6 font-semibold">{formatPrice(product.price)}</p>
        <div className="mt-auto">
          <AddToCartButton product={cartProduct} />
        </div>
      </div>
    </article>
  );
}
