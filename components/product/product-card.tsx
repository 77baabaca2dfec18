import { Link } from '@/components/ui/link';
import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { ShopImage } from '@/components/ui/shop-image';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { Product } from '@/lib/contract';
import { formatPrice } from '@/lib/format';
import styles from './product-card.module.css';

interface ProductCardProps {
  product: Product;
  href: string;
  /** Cards above the fold load their image at once (likely Largest Contentful Paint). */
  priority?: boolean;
}

/**
 * A product tile: image, name, price and the cart button. A server component: the image is a plain `<img>`
 * (no next/image client component to load and hydrate for each of a page's cards), the styles a CSS module.
 * The name's link covers the whole card (product-card.module.css), so the image opens the product too
 * without a second link per card in the page's HTML and RSC payload.
 */
export function ProductCard({ product, href, priority = false }: ProductCardProps) {
  // The cart needs no description; leaving it out keeps a page of cards small in the RSC payload (a home
  // page with ~50 full descriptions was too large for its prerendered HTML to hold every section).
  const cartProduct: Product = { ...product, detail: null };
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <ShopImage
          src={product.image}
          alt={product.name}
          fill
          sizing={IMAGE_LAYOUTS.productCard}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          className={styles.image}
        />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h3>
        <p className={styles.price}>{formatPrice(product.price)}</p>
        <div className={styles.action}>
          <AddToCartButton product={cartProduct} />
        </div>
      </div>
    </article>
  );
}
