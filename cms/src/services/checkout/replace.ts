import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { namedInTransaction } from '../../db/prepared';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { UNKNOWN_ADDRESS } from '../../lib/client-address';
import { holdingStock, releaseHolds, type ReleasedOrder } from '../holds';
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

const lockEmail = namedInTransaction(
  'checkout_lock_email',
  () => sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('email')}))`,
);
const lockAddressAndEmail = namedInTransaction(
  'checkout_lock_address_email',
  () =>
    sql`select pg_advisory_xact_lock(hashtext(${sql.placeholder('address')})),
             pg_advisory_xact_lock(hashtext(${sql.placeholder('email')}))`,
);

/**
 * The transaction-scoped advisory locks a placement takes before it counts or replaces anything: on the
 * client address (its allowance, below) and on the email (the orders it replaces). One statement for both,
 * always the address's first, so two placements sharing either key take turns and never wait on each other
 * in a circle. A request with no socket address takes only the email's.
 */
export async function lockPlacement(tx: Db, address: string, email: string): Promise<void> {
  const emailKey = `order-email:${email.toLowerCase()}`;
  if (address === UNKNOWN_ADDRESS) await lockEmail(tx, { email: emailKey });
  else await lockAddressAndEmail(tx, { address: `order-address:${address}`, email: emailKey });
}

/**
 * Two rules a placement checks under lockPlacement's locks, read in one statement (issue #42: a round
 * trip each was a share of an order's cost). Throws 429 when the address has no allowance left; otherwise
 * releases the orders this one replaces and returns them.
 *
 * - **Allowance.** At most SHOP_LIMITS.unpaidOrdersPerAddress unpaid orders placed from one client address
 *   within its window: each holds stock, so one stranger cannot empty the shelves by placing orders under
 *   many emails. Counted from the orders themselves, so an order that is paid frees its place at once.
 *   The lock on the address makes simultaneous placements from it take turns, each counting the others.
 *   Requests with no socket address (only `app.request` in tests) are not counted, as they would all
 *   share one allowance.
 * - **Replacing.** An earlier unpaid order to this email that still holds stock gives it back (canceled,
 *   as when its hold runs out) when the same shopper places a new one, so nobody keeps stock away from
 *   everyone else by placing order after order. Only the same shopper's: the same account, or for a guest,
 *   a guest order from the same client address. A stranger who types a customer's email (in any letter
 *   case) cancels nothing (issue 26, item 4); their own orders still count against their address's
 *   allowance. The lock on the email makes two placements for it take turns, each seeing the other's order.
 *
 * One statement, after the locks: under READ COMMITTED its snapshot is taken once they are held
 * (docs/adr/0100-checkout-statements-prepared.md, "Later").
 */
export async function allowanceAndReplaced(
  tx: Db,
  email: string,
  shopper: Shopper,
  at: Date,
): Promise<ReleasedOrder[]> {
  const { points, seconds } = SHOP_LIMITS.unpaidOrdersPerAddress;
  const values = {
    email: email.toLowerCase(),
    address: shopper.address,
    since: new Date(at.getTime() - seconds * 1000),
  };
  const [found] =
    shopper.userId !== null
      ? await accountAllowance(tx, { ...values, userId: shopper.userId })
      : await guestAllowance(tx, { ...values, storedAddress: storedAddress(shopper.address) });
  if (shopper.address !== UNKNOWN_ADDRESS && found && found.unpaid >= points && found.oldestMs !== null) {
    throw tooManyRequests(secondsUntil(found.oldestMs + seconds * 1000 - at.getTime()), 'orders');
  }
  return releaseHolds(tx, found?.replaced ?? [], at);
}

interface Allowance {
  unpaid: number;
  oldestMs: number | null;
  replaced: number[];
}

/**
 * allowanceAndReplaced's read, for the shopper's orders that `sameShopper` picks; built once per shape and
 * named (docs/adr/0100). Placeholders: email (lower case), address, since, and sameShopper's own.
 */
function allowanceStatement(name: string, sameShopper: SQL) {
  return namedInTransaction<Allowance>(name, (tx) => {
    // The inner `orders` hides the outer one, so the columns in `holdingStock` name the inner table's.
    const replaced = tx
      .select({ ids: sql`coalesce(json_agg(${orders.id} order by ${orders.id}), '[]'::json)` })
      .from(orders)
      .where(holdingStock(sql`lower(${orders.email}) = ${sql.placeholder('email')} and ${sameShopper}`));
    return tx
      .select({
        unpaid: sql`count(*)::int`.as('unpaid'),
        oldestMs: sql`(extract(epoch from min(${orders.createdAt})) * 1000)::float8`.as('oldestMs'),
        replaced: sql`(${replaced})`.as('replaced'),
      })
      .from(orders)
      .where(
        and(
          eq(orders.clientAddress, sql.placeholder('address')),
          isNull(orders.paidAt),
          gt(orders.createdAt, sql.placeholder('since')),
        ),
      )
      .getSQL();
  });
}

export const accountAllowance = allowanceStatement(
  'checkout_allowance_account',
  sql`${orders.userId} = ${sql.placeholder('userId')}`,
);
export const guestAllowance = allowanceStatement(
  'checkout_allowance_guest',
  sql`${orders.userId} is null and ${orders.clientAddress} is not distinct from ${sql.placeholder('storedAddress')}`,
);

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
