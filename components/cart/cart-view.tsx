'use client';

import { Link } from '@/components/ui/link';
import { useEffect } from 'react';
import { FREE_SHIPPING_THRESHOLD_CENTS } from '@common/constants';
import { formatCents } from '@common/format';
import { MSG } from '@common/messages';
import { useCartStore } from '@/store/cart-store';
import { cartSummary, checkStock } from '@/store/cart-summary';
import { useHydrated } from '@/store/use-hydrated';
import { useUserStore } from '@/store/user-store';
import { LineIcon } from '@/components/ui/line-icon';
import { useStylesheetsReady } from '@/components/ui/use-stylesheets-ready';
import { CartLineRow } from './cart-line-row';
import { CartSummaryPanel } from './cart-summary-panel';
import { useCartStock } from './use-cart-stock';

/** The /cart page body: lines with live stock, the summary, and the guest invitation. */
export function CartView() {
  const hydrated = useHydrated(useCartStore, useUserStore);
  const lines = useCartStore((s) => s.cardData);
  const signedIn = useUserStore((s) => s.user !== null);
  const ids = lines.map((l) => l.id);
  const { data, error, mutate, isLoading } = useCartStock(hydrated ? ids : []);

  // Fresh prices and stock go into the stored lines; quantities stay as the shopper set them.
  useEffect(() => {
    if (data) useCartStore.getState().updateProductInfo(data);
  }, [data]);

  // The restored cart is drawn only with the full stylesheets in (the first paint has only the rules of the
  // skeleton), so it never moves once drawn.
  const styled = useStylesheetsReady();
  if (!hydrated || !styled) return <CartSkeleton />;

  if (lines.length === 0) return <EmptyCart signedIn={signedIn} />;

  const stock = checkStock(lines, data);
  const summary = cartSummary(lines);
  const toFree = FREE_SHIPPING_THRESHOLD_CENTS - summary.subtotalCents;

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="space-y-4">
        {!signedIn && <FirstOrderInvite />}
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

function EmptyCart({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="flex flex-col items-center gap-4 py-16 text-center">
      <p className="text-lg text-gray-700">{MSG.cart.empty}</p>
      <Link href="/" className="bg-primary hover:bg-primary-dark rounded px-6 py-3 font-semibold text-white">
        {MSG.cart.goShopping}
      </Link>
      {!signedIn && <FirstOrderInvite />}
    </div>
  );
}

function FirstOrderInvite() {
  return (
    <Link
      href="/signup"
      data-testid="first-order-invite"
      // An offer, not a warning: the green of savings, not the pink and red of the stock error.
      className="flex items-center justify-center gap-2 rounded border border-green-200 bg-green-50 px-4 py-3 text-center text-sm font-medium text-green-800 hover:underline"
    >
      <LineIcon className="h-5 w-5 shrink-0">
        <path d="M4 11h16v9H4zM3 7h18v4H3zM12 7v13" />
        <path d="M12 7c-1.5-3-5-3-5-1s3 1 5 1c2 0 5 1 5-1s-3.5-2-5 1" />
      </LineIcon>
      {MSG.cart.firstOrderInvite}
    </Link>
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
