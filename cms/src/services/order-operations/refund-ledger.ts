import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatCents } from '@common/format';
import { ORDER_OPS_MSG } from '@common/messages';
import type { Db } from '../../db/client';
import { orderItems, orders, products, refunds, returns, type RefundPurpose } from '../../db/schema';
import { returnUsesAfterRefund } from '../promotions/uses';
import { releaseStock, type StockLine } from '../stock';
import { recordEvent, type Actor } from './actor';
import { OrderConflictError, OrderInputError } from './errors';
import { lockOrder, orderNoOf, type OrderRow } from './order-state';

export type RefundRow = typeof refunds.$inferSelect;
export type RestockLine = { order_item_id: number; qty: number };

export interface RefundRequest {
  amountCents: number;
  restock: RestockLine[];
  /** The caller's idempotency key: the same key is the same refund, however often it is sent. */
  key: string;
  purpose: RefundPurpose;
  /** The return this refund pays for: one live refund per return (services/returns). */
  returnId?: number;
}

/** A refund asked of the provider this long ago without an answer is taken as lost, and may be asked again. */
export const REFUND_ATTEMPT_STALE_MS = 2 * 60_000;

/** The order's refunds still waiting for the provider's answer, other than `exceptId`: their money is spoken for. */
async function pendingCents(tx: Db, orderId: number, exceptId?: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<string | null>`sum(${refunds.amountCents})` })
    .from(refunds)
    .where(
      and(
        eq(refunds.orderId, orderId),
        eq(refunds.status, 'pending'),
        exceptId === undefined ? undefined : ne(refunds.id, exceptId),
      ),
    );
  return Number(row?.cents ?? 0);
}

/** The order's lines with what is still out of stock of each (bought minus already put back). */
export async function restockableLines(tx: Db, orderId: number) {
  return tx
    .select({
      id: orderItems.id,
      productId: orderItems.productId,
      qty: orderItems.qty,
      restocked: orderItems.restockedQty,
      name: products.name,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);
}

async function checkRestock(tx: Db, orderId: number, restock: RestockLine[]): Promise<void> {
  const lines = new Map((await restockableLines(tx, orderId)).map((l) => [l.id, l]));
  const asked = new Map<number, number>();
  for (const r of restock) asked.set(r.order_item_id, (asked.get(r.order_item_id) ?? 0) + r.qty);
  for (const [id, qty] of asked) {
    const line = lines.get(id);
    if (!line) throw new OrderInputError('restock', ORDER_OPS_MSG.restockUnknownLine);
    const left = line.qty - line.restocked;
    if (qty > left) throw new OrderInputError('restock', ORDER_OPS_MSG.restockTooMany(line.name, left));
  }
}

/** A return is paid once: a second refund of it (another key) while one is pending or made is refused. */
async function checkReturnNotRefunded(tx: Db, returnId: number): Promise<void> {
  const [live] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.returnId, returnId), ne(refunds.status, 'failed')))
    .limit(1);
  if (live) throw new OrderConflictError(ORDER_OPS_MSG.returnAlreadyRefunded);
}

/** The earlier row of this key, if it may be tried again; a refusal when it may not. */
function retryOf(existing: RefundRow, order: OrderRow, req: RefundRequest, at: Date): RefundRow {
  if (existing.orderId !== order.id || existing.amountCents !== req.amountCents) {
    throw new OrderConflictError(ORDER_OPS_MSG.refundKeyOtherRequest);
  }
  if (existing.status === 'succeeded') throw new OrderConflictError(ORDER_OPS_MSG.refundKeyUsed);
  const fresh = at.getTime() - existing.attemptedAt.getTime() < REFUND_ATTEMPT_STALE_MS;
  if (existing.status === 'pending' && fresh) throw new OrderConflictError(ORDER_OPS_MSG.refundInProgress);
  return existing;
}

/**
 * Records, inside the caller's transaction and under the order's row lock, a refund about to be asked of the
 * provider: 'pending', its amount spoken for, so a second refund meanwhile cannot exceed what was paid.
 * A key seen before is the same refund: one that failed (or was lost) is tried again, one that succeeded is
 * refused. Returns the row to ask the provider about.
 */
export async function reserveRefund(
  tx: Db,
  order: OrderRow,
  req: RefundRequest,
  at: Date,
): Promise<RefundRow> {
  const [existing] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, req.key));
  if (existing) {
    const retry = retryOf(existing, order, req, at);
    const [again] = await tx
      .update(refunds)
      .set({ status: 'pending', attemptedAt: at, error: null })
      .where(eq(refunds.id, retry.id))
      .returning();
    if (!again) throw new Error(`refund ${retry.id} vanished`);
    return again;
  }
  const left = order.totalCents - order.refundCents - (await pendingCents(tx, order.id));
  if (req.amountCents > left) {
    throw new OrderConflictError(
      left > 0 || req.purpose !== 'refund'
        ? ORDER_OPS_MSG.refundTooLarge(orderNoOf(order), formatCents(Math.max(left, 0)))
        : ORDER_OPS_MSG.refundPending(orderNoOf(order)),
    );
  }
  await checkRestock(tx, order.id, req.restock);
  if (req.returnId !== undefined) await checkReturnNotRefunded(tx, req.returnId);
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      idempotencyKey: req.key,
      amountCents: req.amountCents,
      restock: req.restock,
      purpose: req.purpose,
      returnId: req.returnId ?? null,
      attemptedAt: at,
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('refund insert returned nothing');
  return row;
}

export async function markRefundFailed(db: Db, refundId: number, error: string): Promise<void> {
  await db
    .update(refunds)
    .set({ status: 'failed', error })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
}

/** Puts the refund's lines back in stock, never more of a line than is still out; returns what was put back. */
async function restock(tx: Db, orderId: number, asked: RestockLine[]) {
  const lines = new Map((await restockableLines(tx, orderId)).map((l) => [l.id, l]));
  const done: (StockLine & RestockLine)[] = [];
  for (const r of asked) {
    const line = lines.get(r.order_item_id);
    const qty = line ? Math.min(r.qty, line.qty - line.restocked) : 0;
    if (!line || qty <= 0) continue;
    line.restocked += qty;
    await tx
      .update(orderItems)
      .set({ restockedQty: sql`${orderItems.restockedQty} + ${qty}` })
      .where(eq(orderItems.id, line.id));
    done.push({ order_item_id: line.id, productId: line.productId, qty });
  }
  return { lines: done, slugs: await releaseStock(tx, done) };
}

export interface AppliedRefund {
  before: OrderRow;
  after: OrderRow;
  refund: RefundRow;
  slugs: string[];
}

/** The order's status after a refund: a cancellation's is 'canceled'; a full refund's 'refunded'. */
function statusAfter(
  order: OrderRow,
  purpose: RefundRow['purpose'],
  refundCents: number,
): OrderRow['status'] {
  if (purpose === 'cancel') return 'canceled';
  return refundCents >= order.totalCents ? 'refunded' : order.status;
}

/**
 * Records a refund the provider made: the refund row 'succeeded' (conditionally, so however often this runs
 * for one refund, from the console and from the webhook, it counts once), the order's refunded amount and
 * status, the chosen lines back in stock, and the timeline. Returns null when it was recorded already.
 */
export async function applyRefund(
  tx: Db,
  refundId: number,
  providerRefundId: string,
  actor: Actor,
  at: Date,
): Promise<AppliedRefund | null> {
  const [pending] = await tx
    .select({ orderId: refunds.orderId })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  if (!pending) return null;
  const before = await lockOrder(tx, pending.orderId);
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'succeeded', providerRefundId, succeededAt: at, error: null })
    .where(and(eq(refunds.id, refundId), ne(refunds.status, 'succeeded')))
    .returning();
  if (!refund) return null;
  const refundCents = Math.min(before.refundCents + refund.amountCents, before.totalCents);
  const status = statusAfter(before, refund.purpose, refundCents);
  const [after] = await tx
    .update(orders)
    .set({ refundCents, status, ...(status === 'canceled' ? { canceledAt: at } : {}) })
    .where(eq(orders.id, before.id))
    .returning();
  if (!after) throw new Error(`order ${before.id} vanished while being refunded`);
  await returnUsesAfterRefund(tx, after);
  // An order paid after its hold ran out may hold no stock at all (settle.ts): nothing of it goes back.
  const restocked = before.stockReleasedAt
    ? { lines: [], slugs: [] }
    : await restock(tx, before.id, refund.restock);
  await recordEvent(tx, before.id, 'refunded', actor, at, {
    amount_cents: refund.amountCents,
    refund_id: refund.id,
    provider_refund_id: providerRefundId,
    purpose: refund.purpose,
    restocked: restocked.lines.map(({ order_item_id, qty }) => ({ order_item_id, qty })),
  });
  if (status === 'canceled') await recordEvent(tx, before.id, 'canceled', actor, at);
  if (refund.returnId !== null) {
    await tx
      .update(returns)
      .set({ status: 'refunded', refundCents: refund.amountCents, updatedAt: at })
      .where(eq(returns.id, refund.returnId));
  }
  return { before, after, refund, slugs: restocked.slugs };
}

/** The refund rows of an order by id, for matching the provider's list (webhook) to the shop's own. */
export async function refundsByIds(db: Db, ids: number[]): Promise<RefundRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(refunds).where(inArray(refunds.id, ids));
}
