'use client';

import type { Product } from '@/lib/contract';

/** Product detail: quantity selector with Add to Cart / Update Cart. (Implemented by the cart issue.) */
export function PurchasePanel({ product: _product }: { product: Product }) {
  return <div data-testid="purchase-panel" />;
}
