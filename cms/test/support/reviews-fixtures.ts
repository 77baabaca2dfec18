import { randomUUID } from 'node:crypto';
import type { Db } from '../../src/db/client';
import { orderItems, orders, payments } from '../../src/db/schema';

/**
 * An order of `userId` for one unit of each product, written straight into the database with `status`
 * ('completed' is delivered): for tests that need many customers' purchases. reviews.test.ts also delivers
 * one order the console's way (ship, then complete).
 */
export async function orderWithStatus(
  db: Db,
  userId: number,
  productIds: number[],
  status: 'processing' | 'shipped' | 'completed' = 'completed',
) {
  const pid = `pi_test_${randomUUID()}`;
  const items = productIds.map((product_id) => ({ product_id, qty: 1, price_cents: 1000 }));
  const total = 1000 * productIds.length;
  await db.insert(payments).values({
    provider: 'test',
    pid,
    clientSecret: `${pid}_secret`,
    userId,
    items,
    subTotalCents: total,
    discountCents: 0,
    shippingCents: 0,
    totalCents: total,
    isFirstOrder: false,
    status: 'succeeded',
  });
  const [order] = await db
    .insert(orders)
    .values({
      pid,
      provider: 'test',
      userId,
      status,
      name: 'Asha Gurung',
      email: `order-${pid}@example.com`,
      phone: '6465550142',
      state: 'NY',
      city: 'New York',
      line1: '1 Main St',
      postalCode: '10001',
      subTotalCents: total,
      discountCents: 0,
      shippingCents: 0,
      totalCents: total,
      isFirstOrder: false,
      holdExpiresAt: new Date(),
      paidAt: new Date(),
    })
    .returning();
  if (!order) throw new Error('order insert returned nothing');
  await db
    .insert(orderItems)
    .values(productIds.map((productId) => ({ orderId: order.id, productId, qty: 1, unitPriceCents: 1000 })));
  return order;
}
