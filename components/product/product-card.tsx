'use client';

import { Link } from '@/components/ui/link';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import type { Product } from '@common/contract';
import { formatPrice } from '@common/format';
import { productCardImage } from './product-card-image';
import styles from './product-card.module.css';
import { Stars } from './stars';

export interface ProductCardProps {
  /** The product as the cart keeps it. */
  product: Product;
  href: string;
  /** The image as the storefront serves it: its path under /uploads/ for the CMS's uploads. */
  imageSrc: string;
  /** Cards above the fold load their image at once (likely Largest Contentful Paint). */
  priority?: boolean;
}

/**
 * A product tile: image, name, price and the cart button. A client component so that a page's RSC payload
 * carries each card as its product's data only, not as the card's markup a second time after the HTML
 * (about 0.9 KB a card, 35 KB on the home page). The name's link covers the whole card
 * (product-card.module.css), so the image opens the product too without a second link per card.
 */
export function ProductCard({ product, href, imageSrc, priority = false }: ProductCardProps) {
  const image = productCardImage(imageSrc, priority);
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element -- the optimiser's short URLs, see productCardImage */}
        <img alt={product.name} {...image} className={`${image.className} ${styles.image}`} />
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={href}>{product.name}</Link>
        </h3>
        {product.rating ? (
          <p className={styles.rating} data-testid="card-rating">
            <Stars rating={product.rating.average} /> <span>({product.rating.count})</span>
          </p>
        ) : null}
        <p className={styles.price}>{formatPrice(product.price)}</p>
        <div className={styles.action}>
          <AddToCartButton product={product} />
        </div>
      </div>
    </article>
  );
}
