'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { initiatePayment } from '@/lib/browser-api/orders';
import { ApiError } from '@/lib/browser-api/client';
import { discountCodeRefusal } from '@/lib/checkout/discount-code';
import { PAYMENT_PROVIDER } from '@/lib/checkout/provider';
import type { OrderItem } from '@/lib/checkout/pay';
import type { InitiateResult, SessionUser } from '@common/contract';
import { useCartStock } from '@/components/cart/use-cart-stock';
import type { CartLine } from '@/store/cart-reducer';
import { useAddressStore } from '@/store/address-store';
import { useCartStore } from '@/store/cart-store';
import { checkStock } from '@/store/cart-summary';
import { useHydrated } from '@/store/use-hydrated';
import { useUserStore } from '@/store/user-store';

export interface ShortLine {
  line: CartLine;
  /** Live stock, or null when the product is no longer sold. */
  available: number | null;
}

export type CheckoutPhase =
  | { kind: 'loading' }
  | { kind: 'empty' }
  | { kind: 'verifying' }
  | { kind: 'over-stock'; lines: ShortLine[] }
  | { kind: 'error'; retry: () => void }
  | { kind: 'ready'; payment: InitiateResult; items: OrderItem[]; user: SessionUser | null };

type Initiated = { key: string; payment: InitiateResult } | { key: string; error: unknown };

/**
 * The checkout's preparation: wait for the stored cart, send an empty cart back to /cart, check every line
 * against live stock (the overlay), then initiate the payment once for this cart. A changed cart (or a
 * different shopper) initiates again; React strict mode's second effect run reuses the call in flight.
 * Issue 40: `discountCode` ('' for none) is priced too; when the CMS refuses it, `onCodeRefused` gets its
 * message and the caller clears the code.
 */
export function useCheckoutSession(
  discountCode = '',
  onCodeRefused = (_message: string) => {},
): CheckoutPhase {
  const router = useRouter();
  // The form it leads to is prefilled from the saved address, so that is read first too.
  const hydrated = useHydrated(useCartStore, useUserStore, useAddressStore);
  const lines = useCartStore((s) => s.cardData);
  const user = useUserStore((s) => s.user);
  const stock = useCartStock(hydrated ? lines.map((l) => l.id) : []);
  const [attempt, setAttempt] = useState(0);
  const [initiated, setInitiated] = useState<Initiated | null>(null);
  const inFlight = useRef<{ key: string; promise: Promise<InitiateResult> } | null>(null);
  // The latest callbacks, for a promise settling after a render.
  const latest = useRef({ refetchStock: stock.mutate, refused: onCodeRefused });
  useEffect(() => {
    latest.current = { refetchStock: stock.mutate, refused: onCodeRefused };
  });

  const items: OrderItem[] = useMemo(
    () => lines.map((l) => ({ product_id: l.id, qty: l.quantity, price: l.price })),
    [lines],
  );
  const check = stock.data ? checkStock(lines, stock.data) : null;
  const stockOk = check?.canCheckout === true;
  // What the server prices: the lines and quantities, and who is buying (the discount depends on it).
  const key = `${attempt}|${user?.id ?? 'guest'}|${items.map((i) => `${i.product_id}x${i.qty}`).join(',')}|${discountCode}`;

  useEffect(() => {
    if (hydrated && lines.length === 0) router.replace('/cart');
  }, [hydrated, lines.length, router]);

  // Fresh names, prices and stock go into the stored lines (quantities stay), as on the cart page.
  useEffect(() => {
    if (stock.data) useCartStore.getState().updateProductInfo(stock.data);
  }, [stock.data]);

  useEffect(() => {
    if (!stockOk) return;
    if (inFlight.current?.key !== key) {
      inFlight.current = {
        key,
        promise: initiatePayment(PAYMENT_PROVIDER, {
          items,
          user_id: user?.id ?? null,
          stripe_cus_id: user?.stripe_cus_id ?? null,
          ...(discountCode ? { discount_code: discountCode } : {}),
        }),
      };
    }
    let cancelled = false;
    // A transition: the payment form it draws is the page's largest render, which React then does in
    // slices between which the page still answers, instead of one long task (issue #30: TBT).
    inFlight.current.promise.then(
      (payment) => !cancelled && startTransition(() => setInitiated({ key, payment })),
      (error: unknown) => {
        if (cancelled) return;
        // A refused code: its message goes to the code box, which clears the code and so prices again.
        const codeRefusal = discountCode ? discountCodeRefusal(error) : null;
        if (codeRefusal !== null) return latest.current.refused(codeRefusal);
        startTransition(() => setInitiated({ key, error }));
        // Stock ran out since the look-up: fresh stock makes the overlay list the short lines.
        if (error instanceof ApiError && error.status === 409) void latest.current.refetchStock();
      },
    );
    return () => {
      cancelled = true;
    };
    // `items` and `user` are captured through `key`, which names exactly what the server prices.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stockOk, key]);

  if (!hydrated) return { kind: 'loading' };
  if (lines.length === 0) return { kind: 'empty' };
  if (stock.error) return { kind: 'error', retry: () => void stock.mutate() };
  if (!check) return { kind: 'verifying' };
  if (!check.canCheckout) return { kind: 'over-stock', lines: shortLines(lines, check.available) };
  if (!initiated || initiated.key !== key) return { kind: 'verifying' };
  return initiatedPhase(initiated, items, user, () => setAttempt((n) => n + 1));
}

/** The phase once the initiation for this cart has answered. */
function initiatedPhase(
  initiated: Initiated,
  items: OrderItem[],
  user: SessionUser | null,
  retry: () => void,
): CheckoutPhase {
  if ('error' in initiated) {
    // Stock ran out between the look-up and the initiation: the overlay, while fresh stock loads.
    if (initiated.error instanceof ApiError && initiated.error.status === 409) {
      return { kind: 'over-stock', lines: [] };
    }
    return { kind: 'error', retry };
  }
  return { kind: 'ready', payment: initiated.payment, items, user };
}

function shortLines(lines: readonly CartLine[], available: Map<number, number>): ShortLine[] {
  return lines
    .map((line) => ({ line, available: available.get(line.id) ?? null }))
    .filter((s) => s.available === null || s.line.quantity > s.available);
}
