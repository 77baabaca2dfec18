import { MSG } from '@common/messages';

/** The product page's stock line: the count in stock, or 'Out of Stock'. */
export function StockStatus({ quantity }: { quantity: number }) {
  const inStock = quantity > 0;
  return (
    <p
      data-testid="stock-status"
      className={`inline-flex items-center gap-2 rounded-full px-3 py-1 text-sm font-medium ${
        inStock ? 'bg-green-50 text-green-800' : 'bg-gray-100 text-gray-600'
      }`}
    >
      <span
        aria-hidden="true"
        className={`h-2 w-2 rounded-full ${inStock ? 'bg-green-600' : 'bg-gray-400'}`}
      />
      {inStock ? `In Stock: ${quantity}` : MSG.outOfStock}
    </p>
  );
}
