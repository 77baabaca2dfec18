import { asc, desc, eq, inArray, ne, and } from 'drizzle-orm';
import type { ReturnRecord } from '@common/contract';
import { NO_RETURN_CATEGORY_SLUGS } from '@common/constants';
import type { Db } from '../../db/client';
import { categories, orderItems, orders, products, returnItems, returns } from '../../db/schema';
import { dollars } from '../../lib/http';

/** Returns of the given orders in the contract's shape, newest first. */
export async function returnsOfOrders(db: Db, orderIds: number[]): Promise<ReturnRecord[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({ r: returns, orderNumber: orders.orderNumber })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(inArray(returns.orderId, orderIds))
    .orderBy(desc(returns.createdAt), desc(returns.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      returnId: returnItems.returnId,
      orderItemId: returnItems.orderItemId,
      qty: returnItems.qty,
      name: products.name,
      unitPriceCents: orderItems.unitPriceCents,
    })
    .from(returnItems)
    .innerJoin(orderItems, eq(orderItems.id, returnItems.orderItemId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      inArray(
        returnItems.returnId,
        rows.map(({ r }) => r.id),
      ),
    )
    .orderBy(asc(returnItems.id));
  return rows.map(({ r, orderNumber }) => ({
    id: r.id,
    order_no: `#${orderNumber}`,
    status: r.status,
    reason: r.reason,
    note: r.note,
    created_at: r.createdAt.toISOString(),
    refund_amount: dollars(r.refundCents),
    items: lines
      .filter((l) => l.returnId === r.id)
      .map((l) => ({
        order_item_id: l.orderItemId,
        name: l.name,
        qty: l.qty,
        price: dollars(l.unitPriceCents),
      })),
  }));
}

/** The customer's returns, newest first. */
export async function returnsOfUser(db: Db, userId: number): Promise<ReturnRecord[]> {
  const ids = await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
  return returnsOfOrders(
    db,
    ids.map((o) => o.id),
  );
}

/**
 * Per line of the order, the units not yet in a return request (refused requests give theirs back); a line
 * of a category the return policy takes nothing back from (live plants, food) has none to return.
 */
export async function returnableLines(db: Db, orderId: number) {
  const lines = await db
    .select({ id: orderItems.id, qty: orderItems.qty, name: products.name, category: categories.slug })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  const asked = await db
    .select({ orderItemId: returnItems.orderItemId, qty: returnItems.qty })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(and(eq(returns.orderId, orderId), ne(returns.status, 'refused')));
  return lines.map((l) => ({
    ...l,
    policyAllows: !NO_RETURN_CATEGORY_SLUGS.includes(l.category),
    left: l.qty - asked.filter((a) => a.orderItemId === l.id).reduce((n, a) => n + a.qty, 0),
  }));
}
