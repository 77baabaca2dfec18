'use client';

import { Link } from '@/components/ui/link';
import { useEffect } from 'react';
import type { ShippingSettings } from '@common/pricing';
import { formatCents } from '@common/format';
import { MSG } from '@common/messages';
import { useCartStore } from '@/store/cart-store';
import type { CartLine } from '@/store/cart-reducer';
import { cartSummary, checkStock } from '@/store/cart-summary';
import { useHydrated } from '@/store/use-hydrated';
import { useStylesheetsReady } from '@/components/ui/use-stylesheets-ready';
import { CartLineRow } from './cart-line-row';
import { CartSummaryPanel } from './cart-summary-panel';
import { FirstOrderInvite } from './first-order-invite';
import { useCartStock, type CartStock } from './use-cart-stock';

/** The /cart page: the guests' invitation, then the lines with live stock and the summary. */
export function CartView({ shipping }: { shipping: ShippingSettings }) {
  const hydrated = useHydrated(useCartStore);
  // The restored cart is drawn only with the full stylesheets in (the first paint has only the rules of the
  // skeleton), so it never moves once drawn.
  const styled = useStylesheetsReady();
  const lines = useCartStore((s) => s.cardData);
  // Asked as soon as the cart is read, while the stylesheets may still be on their way.
  const stock = useCartStock(hydrated ? lines.map((l) => l.id) : []);

  // Fresh prices and stock go into the stored lines; quantities stay as the shopper set them.
  useEffect(() => {
    if (stock.data) useCartStore.getState().updateProductInfo(stock.data);
  }, [stock.data]);

  let body = <CartSkeleton />;
  if (hydrated && styled)
    body = lines.length === 0 ? <EmptyCart /> : <CartLines lines={lines} live={stock} shipping={shipping} />;
  return (
    // Flex gaps rather than space-y: the first paint has only the inlined critical CSS (see CartSkeleton).
    <div className="flex flex-col gap-4">
      <FirstOrderInvite />
      {body}
    </div>
  );
}

/** The restored lines with their live stock, and the summary. */
function CartLines({
  lines,
  live,
  shipping,
}: {
  lines: readonly CartLine[];
  live: CartStock;
  shipping: ShippingSettings;
}) {
  const { data, error, mutate, isLoading } = live;
  const stock = checkStock(lines, data);
  const summary = cartSummary(lines, shipping);
  const toFree = shipping.freeShippingThresholdCents - summary.subtotalCents;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        {data && stock.anyOver && (
          <p
            role="alert"
            className="border-primary/30 bg-primary-light text-primary rounded border px-4 py-3 text-sm"
          >
            {MSG.cart.overStock}
          </p>
        )}
        {error && (
          <p
            role="alert"
            className="border-primary/30 bg-primary-light text-primary rounded border px-4 py-3 text-sm"
          >
            {MSG.serverError}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void mutate()}>
              Try again
            </button>
          </p>
        )}
        <ul className="rounded-lg border border-gray-200 bg-white px-4" aria-label="Cart items">
          {lines.map((line) => (
            <CartLineRow
              key={line.id}
              line={line}
              stock={data ? stock.byId.get(line.id) : undefined}
              checking={isLoading}
              available={stock.available.get(line.id) ?? line.availableQuantity}
            />
          ))}
        </ul>
      </div>
      <div className="space-y-3">
        <CartSummaryPanel summary={summary} canCheckout={stock.canCheckout} />
        {toFree > 0 && (
          <p className="text-center text-sm text-gray-600">
            Add {formatCents(toFree)} more for free shipping.
          </p>
        )}
      </div>
    </div>
  );
}

function EmptyCart() {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg text-gray-700">{MSG.cart.empty}</p>
      <Link href="/" className="bg-primary hover:bg-primary-dark rounded px-6 py-3 font-semibold text-white">
        {MSG.cart.goShopping}
      </Link>
    </div>
  );
}

/**
 * Stands in until the saved cart is read (after the first paint). Flex gaps rather than space-y: the
 * first paint has only the inlined critical CSS, and the spacing must be right in it already.
 */
function CartSkeleton() {
  return (
    <div
      className="grid animate-pulse gap-8 lg:grid-cols-[1fr_22rem]"
      aria-busy="true"
      aria-label="Loading cart"
    >
      <div className="flex flex-col gap-4 rounded-lg border border-gray-200 p-4">
        {[0, 1].map((i) => (
          <div key={i} className="flex gap-4">
            <div className="h-20 w-20 rounded bg-gray-200" />
            <div className="flex flex-1 flex-col gap-2">
              <div className="h-4 w-2/3 rounded bg-gray-200" />
              <div className="h-4 w-1/4 rounded bg-gray-200" />
            </div>
          </div>
        ))}
      </div>
      <div className="h-48 rounded-lg bg-gray-100" />
    </div>
  );
}
