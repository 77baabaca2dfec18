import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InitiateResult } from '@common/contract';
import type { initiateSchema, placeOrderSchema } from '@common/contract';
import type * as z from 'zod/mini';
import {
  CART_CHANGED,
  CMS_MSG,
  ORDER_ALREADY_PLACED,
  PAYMENT_NOT_FOUND,
  stockShortMessage,
} from '@common/messages';
import type { AppDeps } from '../deps';
import type { Db } from '../db/client';
import { orderItems, orders, payments, users } from '../db/schema';
import { UNKNOWN_ADDRESS } from '../lib/client-address';
import { HttpError } from '../lib/http';
import type { PaymentProvider } from './payments/provider';
import { claimFirstOrder } from './first-order';
import { releaseHoldsWhere, type ReleasedOrder } from './holds';
import { cartLines, priceOrder } from './pricing';
import { notifyStorefront } from './revalidate';
import type { SessionUserRow } from './sessions';
import { SHOP_LIMITS, secondsUntil, tooManyRequests } from './rate-limits';
import { productTags, productsById, reserveStock, type StockLine } from './stock';

type InitiateInput = z.output<typeof initiateSchema>;
type PlaceOrderInput = z.output<typeof placeOrderSchema>;

export const orderNo = (orderNumber: number) => `#${orderNumber}`;

/** Postgres and PGlite report a unique violation as SQLSTATE 23505 (drizzle wraps it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The same products in the same quantities, whatever the order of the lines. */
function sameLines(a: StockLine[], b: StockLine[]): boolean {
  if (a.length !== b.length) return false;
  const qty = new Map(a.map((l) => [l.productId, l.qty]));
  return b.every((l) => qty.get(l.productId) === l.qty);
}

/**
 * One unpaid order per email address: an earlier order to this address that still holds stock gives it
 * back (canceled, as when its hold runs out) when a new one is placed, inside the placing transaction, so
 * one shopper cannot keep stock away from everyone else by placing order after order without paying. The
 * transaction-scoped advisory lock on the address makes two placements for it take turns, so each sees the
 * other's order. Returns the released orders, whose payments are canceled once the transaction committed.
 */
async function releaseUnpaidOrdersOf(tx: Db, email: string, at: Date): Promise<ReleasedOrder[]> {
  const address = email.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-email:${address}`}))`);
  return releaseHoldsWhere(tx, sql`lower(${orders.email}) = ${address}`, at);
}

/**
 * At most SHOP_LIMITS.unpaidOrdersPerAddress unpaid orders placed from one client address within its window:
 * each holds stock, so one stranger cannot empty the shelves by placing orders under many emails. Counted
 * from the orders themselves, so an order that is paid frees its place at once. A transaction-scoped advisory
 * lock on the address makes simultaneous placements from it take turns, so each counts the others. Requests
 * with no socket address (only `app.request` in tests) are not counted, as they would all share one allowance.
 */
async function assertUnpaidOrderAllowance(tx: Db, address: string, at: Date): Promise<void> {
  if (address === UNKNOWN_ADDRESS) return;
  const { points, seconds } = SHOP_LIMITS.unpaidOrdersPerAddress;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order-address:${address}`}))`);
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
async function cancelReplacedPayments(provider: PaymentProvider, released: ReleasedOrder[]): Promise<void> {
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

/** Initiating a payment and placing the order it pays for (contract: "Orders and payment"). */
export function checkout(deps: AppDeps, provider: PaymentProvider) {
  const { db, config, now } = deps;

  /** A signed-in shopper's first order is one with no earlier paid order; pending or canceled ones do not count. */
  async function hasPaidOrder(userId: number): Promise<boolean> {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
      .limit(1);
    return row !== undefined;
  }

  /** The provider's customer for this user, created on the first checkout and kept on the user. */
  async function customerFor(user: SessionUserRow): Promise<string | undefined> {
    if (user.stripeCusId || !provider.createCustomer) return user.stripeCusId ?? undefined;
    const created = await provider.createCustomer({ id: user.id, email: user.email, name: user.name });
    const [saved] = await db
      .update(users)
      .set({ stripeCusId: created })
      .where(and(eq(users.id, user.id), isNull(users.stripeCusId)))
      .returning({ id: users.stripeCusId });
    if (saved?.id) return saved.id;
    // A parallel checkout saved its customer first: use that one.
    const [current] = await db.select({ id: users.stripeCusId }).from(users).where(eq(users.id, user.id));
    return current?.id ?? created;
  }

  return {
    /**
     * Prices the cart from the catalogue (client prices are ignored), checks stock, starts a payment with
     * the provider and records it. The discount depends only on the Bearer token's user, never on the body.
     */
    async initiate(input: InitiateInput, user: SessionUserRow | null): Promise<InitiateResult> {
      const lines = cartLines(input.items);
      const catalogue = await productsById(
        db,
        lines.map((l) => l.productId),
      );
      const errors: Record<string, string> = {};
      input.items.forEach((item, i) => {
        if (!catalogue.has(item.product_id)) {
          errors[`items.${i}.product_id`] = `Product ${item.product_id} does not exist`;
        }
      });
      const firstError = Object.values(errors)[0];
      if (firstError) throw new HttpError(422, firstError, errors);

      const priced = lines.map((l) => {
        const product = catalogue.get(l.productId);
        if (!product) throw new HttpError(422, CMS_MSG.catalogue.productMissing(l.productId));
        if (l.qty > product.quantity)
          throw new HttpError(409, stockShortMessage(product.name, product.quantity));
        return { ...l, priceCents: product.priceCents };
      });
      const amounts = priceOrder(priced, user ? !(await hasPaidOrder(user.id)) : false);

      const customerId = user ? await customerFor(user) : undefined;
      const { pid, clientSecret } = await provider.initiate({
        amountCents: amounts.totalCents,
        currency: 'usd',
        idempotencyKey: `checkout-${randomUUID()}`,
        ...(customerId ? { customerId } : {}),
        metadata: user ? { user_id: String(user.id) } : {},
      });
      await db.insert(payments).values({
        provider: provider.name,
        pid,
        clientSecret,
        userId: user?.id ?? null,
        items: priced.map((l) => ({ product_id: l.productId, qty: l.qty, price_cents: l.priceCents })),
        ...amounts,
      });
      return {
        client_secret: clientSecret,
        pid,
        is_first_order: amounts.isFirstOrder,
        discount: amounts.discountCents,
        shipping: amounts.shippingCents,
        sub_total: amounts.subTotalCents,
        total: amounts.totalCents,
      };
    },

    /**
     * Records the order for an initiated payment with the payment's own lines and amounts, and reserves its
     * stock in the same transaction. Returns the order number ("#1001").
     */
    async place(input: PlaceOrderInput, user: SessionUserRow | null, address: string): Promise<string> {
      const [payment] = await db.select().from(payments).where(eq(payments.pid, input.pid)).limit(1);
      if (!payment) throw new HttpError(404, PAYMENT_NOT_FOUND);
      if (payment.userId !== null && payment.userId !== user?.id) {
        throw new HttpError(403, CMS_MSG.payments.otherAccount);
      }
      const [existing] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.pid, payment.pid))
        .limit(1);
      if (existing) throw new HttpError(409, ORDER_ALREADY_PLACED);

      const paid = payment.items.map((i) => ({ productId: i.product_id, qty: i.qty }));
      if (!sameLines(cartLines(input.items), paid)) throw new HttpError(409, CART_CHANGED);

      const placedAt = now();
      let placed: { orderNumber: number; slugs: string[]; released: ReleasedOrder[] };
      try {
        placed = await db.transaction(async (tx) => {
          await assertUnpaidOrderAllowance(tx, address, placedAt);
          const released = await releaseUnpaidOrdersOf(tx, input.email, placedAt);
          const ownerId = user?.id ?? payment.userId;
          if (payment.isFirstOrder && ownerId !== null) {
            released.push(...(await claimFirstOrder(tx, ownerId, placedAt)));
          }
          const [order] = await tx
            .insert(orders)
            .values({
              pid: payment.pid,
              provider: payment.provider,
              userId: ownerId,
              status: 'pending',
              name: input.name,
              email: input.email,
              phone: input.phone,
              state: input.state,
              city: input.city,
              line1: input.line1,
              line2: input.line2,
              postalCode: input.postal_code,
              country: input.country,
              billingAddress: input.isBillingAndShippingSame
                ? null
                : Object.fromEntries(
                    Object.entries(input.billingAddress ?? {}).filter(
                      (e): e is [string, string] => typeof e[1] === 'string',
                    ),
                  ),
              paymentMethod: input.payment_method,
              subTotalCents: payment.subTotalCents,
              discountCents: payment.discountCents,
              shippingCents: payment.shippingCents,
              totalCents: payment.totalCents,
              isFirstOrder: payment.isFirstOrder,
              holdExpiresAt: new Date(placedAt.getTime() + config.orderHoldMinutes * 60_000),
              clientAddress: address === UNKNOWN_ADDRESS ? null : address,
              createdAt: placedAt,
            })
            .returning({ id: orders.id, orderNumber: orders.orderNumber });
          if (!order) throw new Error('order insert returned nothing');
          const slugs = await reserveStock(tx, paid);
          await tx.insert(orderItems).values(
            payment.items.map((i) => ({
              orderId: order.id,
              productId: i.product_id,
              qty: i.qty,
              unitPriceCents: i.price_cents,
            })),
          );
          return {
            orderNumber: order.orderNumber,
            slugs: [...released.flatMap((r) => r.slugs), ...slugs],
            released,
          };
        });
      } catch (err) {
        // Two requests with the same pid raced past the check above; the database let only one in.
        if (isUniqueViolation(err)) throw new HttpError(409, ORDER_ALREADY_PLACED);
        throw err;
      }
      void notifyStorefront(config, productTags(placed.slugs));
      await cancelReplacedPayments(provider, placed.released);
      return orderNo(placed.orderNumber);
    },
  };
}
