'use client';

import type { Product } from '@common/contract';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { plusQuantity } from '@/lib/validation/quantity';
import { quantityInCart } from '@/store/cart-reducer';
import { useCartStore } from '@/store/cart-store';
import styles from './add-to-cart-button.module.css';
import { whenRestored } from '@/store/lazy-persist';

/**
 * The card's cart button: 'ADD TO CART' when in stock, else 'Out of Stock'. One more per click; when the
 * cart already holds the whole stock the line is set to the stock and the stock notice shows.
 */
export function AddToCartButton({ product }: { product: Product }) {
  const inStock = product.quantity > 0;

  function onClick() {
    // A click while the saved cart is still being read counts from the saved quantity.
    whenRestored(useCartStore.persist, () => {
      const cart = useCartStore.getState();
      const { quantity, error } = plusQuantity(quantityInCart(cart, product.id), product.quantity);
      cart.add(product, quantity);
      if (error) notify.error(error);
      else notify.success(MSG.cart.added);
    });
  }

  return (
    <button type="button" disabled={!inStock} onClick={onClick} className={styles.button}>
      {inStock ? MSG.addToCart : MSG.outOfStock}
    </button>
  );
}
