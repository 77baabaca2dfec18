import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { UNKNOWN_ADDRESS } from '../../lib/client-address';
import { releaseHoldsWhere, type ReleasedOrder } from '../holds';
import type { PaymentProvider } from '../payments/provider';
import { SHOP_LIMITS, secondsUntil, tooManyRequests } from '../rate-limits';
import { orderNo } from './shared';

/** Who is placing an order: the signed-in account, or a guest known by the client address. */
export interface Shopper {
  userId: number | null;
  address: string;
}

/** The stored form of a client address: none for a request without a socket address (tests only). */
export const storedAddress = (address: string) => (address === UNKNOWN_ADDRESS ? null : address);

/**
 * The transaction-scoped advisory locks a placement takes before it counts or replaces anything: on the
 * client address (its allowance, below) and on the email (the orders it replaces). One statement for both,
 * always the address's first, so two placements sharing either key take turns and never wait on each other
 * in a circle. A request with no socket address takes only the email's.
 */
export async function lockPlacement(tx: Db, address: string, email: string): Promise<void> {
  const emailKey = `order-email:${email.toLowerCase()}`;
  await tx.execute(
    address === UNKNOWN_ADDRESS
      ? sql`select pg_advisory_xact_lock(hashtext(${emailKey}))`
      : sql`select pg_advisory_xact_lock(hashtext(${`order-address:${address}`})),
                   pg_advisory_xact_lock(hashtext(${emailKey}))`,
  );
}

/**
 * Replacing: an earlier unpaid order to this email that still holds stock gives it back (canceled, as when its
 * hold runs out) when the same shopper places a new one, so nobody keeps stock away from everyone else by
 * placing order after order. Only the same shopper's: the same account, or for a guest, a guest order from
 * the same client address. A stranger who types a customer's email (in any letter case) cancels nothing
 * (issue 26, item 4); their own orders still count against their address's allowance below. The caller
 * holds lockPlacement's lock on the email, so two placements for it take turns and each sees the other's order.
 */
export async function replaceUnpaidOrdersOf(tx: Db, email: string, shopper: Shopper, at: Date) {
  const key = email.toLowerCase();
  const sameShopper =
    shopper.userId !== null
      ? sql`${orders.userId} = ${shopper.userId}`
      : sql`${orders.userId} is null and ${orders.clientAddress} is not distinct from ${storedAddress(shopper.address)}`;
  return releaseHoldsWhere(tx, sql`lower(${orders.email}) = ${key} and ${sameShopper}`, at);
}

/**
 * At most SHOP_LIMITS.unpaidOrdersPerAddress unpaid orders placed from one client address within its window:
 * each holds stock, so one stranger cannot empty the shelves by placing orders under many emails. Counted
 * from the orders themselves, so an order that is paid frees its place at once. The caller holds
 * lockPlacement's lock on the address, so simultaneous placements from it take turns and each counts the
 * others. Requests with no socket address (only `app.request` in tests) are not counted, as they would all
 * share one allowance.
 */
export async function assertUnpaidOrderAllowance(tx: Db, address: string, at: Date): Promise<void> {
  if (address === UNKNOWN_ADDRESS) return;
  const { points, seconds } = SHOP_LIMITS.unpaidOrdersPerAddress;
  const since = new Date(at.getTime() - seconds * 1000);
  const unpaid = await tx
    .select({ createdAt: orders.createdAt })
    .from(orders)
    .where(and(eq(orders.clientAddress, address), isNull(orders.paidAt), gt(orders.createdAt, since)))
    .orderBy(asc(orders.createdAt))
    .limit(points);
  const oldest = unpaid[0];
  if (unpaid.length < points || !oldest) return;
  const waitMs = oldest.createdAt.getTime() + seconds * 1000 - at.getTime();
  throw tooManyRequests(secondsUntil(waitMs), 'orders');
}

/**
 * Cancels the payments of orders a newer order replaced, so a tab still open on one can no longer charge
 * it (the amount charged must be the order's: a replaced discounted order must not be paid). Called after
 * the releasing transaction committed, never inside it: a slow or failing provider must not hold the locks
 * or undo the new order. Best effort: a failure is logged and the payment, if it is made after all, is
 * settled like any late payment (settle.ts refuses a second first-order discount). Orders released by the
 * hold sweeper keep their payments on purpose (holds.ts).
 */
export async function cancelReplacedPayments(provider: PaymentProvider, released: ReleasedOrder[]) {
  await Promise.all(
    released.map(async (order) => {
      // A payment taken by a provider the shop no longer uses cannot be reached through this one.
      if (!provider.cancel || order.provider !== provider.name) return;
      try {
        await provider.cancel(order.pid);
      } catch (err) {
        console.error(
          `[orders] could not cancel payment ${order.pid} of order ${orderNo(order.orderNumber)}, replaced by ` +
            `a newer order: ${err instanceof Error ? err.message : String(err)}. It can still be paid.`,
        );
      }
    }),
  );
}
