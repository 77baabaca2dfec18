'use client';

import type { Product } from '@/lib/contract';
import { MSG } from '@/lib/messages';

/** The card's cart button: 'ADD TO CART' when in stock, else 'Out of Stock'. (Cart behaviour: cart issue.) */
export function AddToCartButton({ product }: { product: Product }) {
  const inStock = product.quantity > 0;
  return (
    <button
      type="button"
      disabled={!inStock}
      className="bg-primary w-full rounded px-3 py-2 text-sm font-semibold text-white disabled:bg-gray-300 disabled:text-gray-600"
    >
      {inStock ? MSG.addToCart : MSG.outOfStock}
    </button>
  );
}
