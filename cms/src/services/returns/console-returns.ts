import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { formatCents } from '@common/format';
import { RETURNS_CONSOLE_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { orderItems, orders, products, returnItems, returns, type ReturnStatus } from '../../db/schema';
import { dollars } from '../../lib/http';
import { recordEvent, type Actor } from '../order-operations/actor';
import { OrderConflictError, OrderInputError, OrderNotFoundError } from '../order-operations/errors';
import { notifyCustomer } from '../order-operations/notify';
import { lockOrder, orderNoOf } from '../order-operations/order-state';
import type { RestockLine } from '../order-operations/refund-ledger';
import { runRefund } from '../order-operations/run-refund';
import { returnEmail, type ReturnMailKind } from './return-mails';

/**
 * The console's Returns queue: approve or refuse a request, mark its parcel received, refund it in full or
 * in part with the chosen lines back in stock. Each move happens under the order's row lock, so two staff
 * acting at once take turns; the refund goes through the order's refund ledger (ADR 0050, ADR 0086).
 */
type ReturnRow = typeof returns.$inferSelect;

export interface ReturnSnapshot {
  id: number;
  order_no: string;
  status: ReturnStatus;
  refund_amount: number;
  note: string | null;
}

const snapshot = (r: ReturnRow, orderNumber: number): ReturnSnapshot => ({
  id: r.id,
  order_no: `#${orderNumber}`,
  status: r.status,
  refund_amount: dollars(r.refundCents),
  note: r.note,
});

export interface ReturnMove {
  before: ReturnSnapshot;
  after: ReturnSnapshot;
}

async function returnRow(db: Db, id: number): Promise<ReturnRow> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id));
  if (!row) throw new OrderNotFoundError(RETURNS_CONSOLE_MSG.notFound);
  return row;
}

async function mail(
  deps: AppDeps,
  orderId: number,
  kind: ReturnMailKind,
  r: ReturnRow,
  actor: Actor,
  amount?: string,
) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const message = returnEmail(kind, {
    to: order.email,
    name: order.name,
    orderNo: orderNoOf(order),
    returnId: r.id,
    note: r.note,
    ...(amount ? { amount } : {}),
  });
  await notifyCustomer(deps, orderId, `return.${kind}`, message, actor);
}

const ACTION_WORD = { approved: 'approved', refused: 'refused', received: 'marked received' } as const;
const MOVES: Record<keyof typeof ACTION_WORD, ReturnStatus[]> = {
  approved: ['requested'],
  refused: ['requested', 'approved'],
  received: ['approved'],
};

/** requested → approved, requested/approved → refused (with a note to the customer), approved → received. */
export async function moveReturn(
  deps: AppDeps,
  id: number,
  to: keyof typeof ACTION_WORD,
  actor: Actor,
  note?: string,
): Promise<ReturnMove> {
  const at = deps.now();
  const first = await returnRow(deps.db, id);
  const result = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, first.orderId);
    const current = await returnRow(tx, id);
    if (!MOVES[to].includes(current.status)) {
      throw new OrderConflictError(RETURNS_CONSOLE_MSG.cannot(id, current.status, ACTION_WORD[to]));
    }
    const [moved] = await tx
      .update(returns)
      .set({ status: to, updatedAt: at, ...(note !== undefined ? { note: note || null } : {}) })
      .where(eq(returns.id, id))
      .returning();
    if (!moved) throw new Error(`return ${id} vanished`);
    await recordEvent(tx, order.id, `return.${to}`, actor, at, { return_id: id });
    return { before: snapshot(current, order.orderNumber), after: snapshot(moved, order.orderNumber), moved };
  });
  await mail(deps, first.orderId, to, result.moved, actor);
  return { before: result.before, after: result.after };
}

export interface ReturnRefundInput {
  amount: number;
  restock?: RestockLine[];
  idempotency_key: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

function centsOf(amount: number): number {
  const cents = Math.round(amount * 100);
  if (!Number.isFinite(amount) || cents <= 0 || Math.abs(amount * 100 - cents) > 1e-6) {
    throw new OrderInputError('amount', RETURNS_CONSOLE_MSG.amountInvalid);
  }
  return cents;
}

/** Only lines of the return, at most as many as came back. */
async function checkRestock(db: Db, id: number, restock: RestockLine[]): Promise<void> {
  const items = await db.select().from(returnItems).where(eq(returnItems.returnId, id));
  const asked = new Map<number, number>();
  for (const r of restock) {
    if (!Number.isInteger(r.qty) || r.qty < 1)
      throw new OrderInputError('restock', RETURNS_CONSOLE_MSG.restockNotReturned);
    asked.set(r.order_item_id, (asked.get(r.order_item_id) ?? 0) + r.qty);
  }
  for (const [lineId, qty] of asked) {
    const item = items.find((i) => i.orderItemId === lineId);
    if (!item || qty > item.qty) throw new OrderInputError('restock', RETURNS_CONSOLE_MSG.restockNotReturned);
  }
}

/** received → refunded: the amount through the provider, the chosen returned lines back in stock. */
export async function refundReturn(
  deps: AppDeps,
  id: number,
  input: ReturnRefundInput,
  actor: Actor,
): Promise<ReturnMove> {
  const amountCents = centsOf(input.amount);
  if (!KEY_PATTERN.test(input.idempotency_key)) {
    throw new OrderInputError('idempotency_key', RETURNS_CONSOLE_MSG.keyInvalid);
  }
  const restock = input.restock ?? [];
  const first = await returnRow(deps.db, id);
  if (first.status !== 'received') {
    throw new OrderConflictError(RETURNS_CONSOLE_MSG.cannot(id, first.status, 'refunded'));
  }
  await checkRestock(deps.db, id, restock);
  const { after } = await runRefund(
    deps,
    first.orderId,
    () => ({ amountCents, restock, key: input.idempotency_key, purpose: 'return', returnId: id }),
    actor,
  );
  const done = await returnRow(deps.db, id);
  await mail(deps, first.orderId, 'refunded', done, actor, formatCents(done.refundCents));
  return { before: snapshot(first, after.orderNumber), after: snapshot(done, after.orderNumber) };
}

// ---- Reads ----

export interface ReturnsFilter {
  status?: ReturnStatus;
  q?: string;
}

function where(filter: ReturnsFilter): SQL | undefined {
  const q = filter.q?.replace(/^#/, '');
  return and(
    filter.status ? eq(returns.status, filter.status) : undefined,
    q
      ? /^\d{1,9}$/.test(q)
        ? eq(orders.orderNumber, Number(q))
        : or(
            ilike(orders.email, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
            ilike(orders.name, `%${q.replace(/[\\%_]/g, '\\$&')}%`),
          )
      : undefined,
  );
}

/** The queue, newest first. */
export async function listReturns(db: Db, filter: ReturnsFilter, page: { offset: number; limit: number }) {
  const rows = await db
    .select({
      id: returns.id,
      order_id: returns.orderId,
      order_no: orders.orderNumber,
      email: orders.email,
      name: orders.name,
      status: returns.status,
      reason: returns.reason,
      refund_cents: returns.refundCents,
      created_at: returns.createdAt,
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where(filter))
    .orderBy(desc(returns.createdAt), desc(returns.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db
    .select({ n: count() })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(where(filter));
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      ...r,
      order_no: `#${r.order_no}`,
      refund_amount: dollars(r.refund_cents),
      created_at: r.created_at.toISOString(),
    })),
  };
}

/** One return with its lines, and the order's paid and refunded totals for the refund form. */
export async function returnDetail(db: Db, id: number) {
  const r = await returnRow(db, id);
  const [order] = await db.select().from(orders).where(eq(orders.id, r.orderId));
  if (!order) throw new OrderNotFoundError(RETURNS_CONSOLE_MSG.notFound);
  const items = await db
    .select({
      order_item_id: returnItems.orderItemId,
      name: products.name,
      qty: returnItems.qty,
      unit_price_cents: orderItems.unitPriceCents,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(returnItems.returnId, id))
    .orderBy(asc(returnItems.id));
  const value = items.reduce((n, i) => n + i.unit_price_cents * i.qty, 0);
  const left = order.totalCents - order.refundCents;
  return {
    id: r.id,
    order_id: order.id,
    order_no: orderNoOf(order),
    email: order.email,
    name: order.name,
    status: r.status,
    reason: r.reason,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    refund_amount: dollars(r.refundCents),
    items: items.map((i) => ({
      id: i.order_item_id,
      order_item_id: i.order_item_id,
      name: i.name,
      qty: i.qty,
      price: dollars(i.unit_price_cents),
    })),
    /** What the returned lines cost, at most what is left of the order to refund: the form's default. */
    suggested_refund: dollars(Math.max(0, Math.min(value, left))),
    order_total: dollars(order.totalCents),
    order_refunded: dollars(order.refundCents),
  };
}
