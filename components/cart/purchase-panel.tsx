'use client';

import { useState } from 'react';
import type { Product } from '@common/contract';
import { MSG } from '@common/messages';
import { notify } from '@/lib/notify';
import { minusQuantity, plusQuantity, typedQuantity, type QuantityResult } from '@/lib/validation/quantity';
import { quantityInCart } from '@/store/cart-reducer';
import { useCartStore } from '@/store/cart-store';
import { useHydrated } from '@/store/use-hydrated';
import { QuantityStepper } from './quantity-stepper';

/**
 * Product detail: quantity selector with Add to Cart / Update Cart. The quantity starts from the cart's
 * (0 when absent); confirming with 0 removes the line, above 0 sets it. The stock itself ('n in stock' or
 * 'Out of Stock') is shown by the product page beside it.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const hydrated = useHydrated(useCartStore);
  const inCart = useCartStore((s) => quantityInCart(s, product.id));
  // null: untouched, so the box follows the cart (also across tabs); a number once the shopper edits it.
  const [edited, setEdited] = useState<number | null>(null);
  // A minus sign was typed: the digits that follow it belong to that negative number (see typedQuantity).
  const [negative, setNegative] = useState(false);
  const stock = product.quantity;
  // Out of stock: nothing can be added; a line still in the cart can only be removed (Update Cart at 0).
  const quantity = stock <= 0 ? 0 : (edited ?? (hydrated ? inCart : 0));

  function apply({ quantity: next, error }: QuantityResult) {
    setEdited(next);
    if (error) notify.error(error);
  }

  function type(raw: string) {
    const typed = typedQuantity(raw, stock, negative);
    setNegative(typed.negative);
    apply(typed);
  }

  function step(result: QuantityResult) {
    setNegative(false);
    apply(result);
  }

  function confirm() {
    const cart = useCartStore.getState();
    if (quantity <= 0) {
      cart.remove(product.id);
      notify.success(MSG.cart.removed);
    } else {
      cart.add(product, quantity);
      notify.success(MSG.cart.added);
    }
    setEdited(null);
  }

  const present = hydrated && inCart > 0;
  return (
    <div className="flex flex-wrap items-center gap-4" data-testid="purchase-panel">
      <QuantityStepper
        label="Quantity"
        value={quantity}
        disabled={stock <= 0}
        onMinus={() => step(minusQuantity(quantity))}
        onPlus={() => step(plusQuantity(quantity, stock))}
        onType={type}
        onLeave={() => setNegative(false)}
      />
      <button
        type="button"
        onClick={confirm}
        disabled={!hydrated || (!present && quantity === 0)}
        className="bg-primary hover:bg-primary-dark rounded px-6 py-3 font-semibold text-white transition-colors disabled:cursor-not-allowed disabled:opacity-50"
      >
        {present ? 'Update Cart' : 'Add to Cart'}
      </button>
    </div>
  );
}
