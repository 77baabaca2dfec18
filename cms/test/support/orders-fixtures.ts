import { randomUUID } from 'node:crypto';
import { createApp } from '../../src/app';
import type { AppDeps } from '../../src/deps';
import type { Db } from '../../src/db/client';
import { orders, payments, products, users } from '../../src/db/schema';
import type { PaymentDeps } from '../../src/services/payments/provider';
import { sessionStore } from '../../src/services/sessions';
import { eq } from 'drizzle-orm';
import { callApp, type TestApp } from './harness';

/**
 * Helpers of the order and payment tests: users straight in the database (no dependency on the account
 * routes), checkout bodies, and an app built with injected payment seams.
 */

export type Call = TestApp['call'];

export function depsOf(t: TestApp, payments?: PaymentDeps): AppDeps {
  return {
    db: t.database.db,
    config: t.config,
    mailer: t.mailer,
    now: t.clock.now,
    ...(payments ? { payments } : {}),
  };
}

let userCounter = 0;

/** A user and a live access token for them. */
export async function signedInUser(t: TestApp, fields: Partial<typeof users.$inferInsert> = {}) {
  const n = ++userCounter;
  const [user] = await t.database.db
    .insert(users)
    .values({ name: `Shopper ${n}`, email: `shopper${n}@example.com`, passwordHash: 'not-used', ...fields })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  const token = await sessionStore(depsOf(t)).create(user.id);
  return { user, token };
}

/** The same `call()` as the harness, against an app built from `deps` (e.g. with a fake Stripe client). */
export function callerFor(deps: AppDeps): Call {
  const app = createApp(deps);
  return (method, url, opts) => callApp(app, method, url, opts);
}

export type Line = { product_id: number; qty: number; price?: number };

let emailCounter = 0;

/**
 * A checkout form as the storefront posts it, for the given initiated payment. Each form has an email of
 * its own: a shop keeps one unpaid order per email, so orders sharing one would release each other.
 */
export function placeOrderBody(pid: string, items: Line[], overrides: Record<string, unknown> = {}) {
  return {
    name: 'Asha Gurung',
    email: `asha${++emailCounter}@example.com`,
    phone: '6465550142',
    state: 'NY',
    city: 'Queens',
    line1: '12 Garden Lane',
    line2: 'Apt 4',
    postal_code: '11101',
    payment_method: 'card',
    total_amount: 1,
    items,
    billingAddress: null,
    isBillingAndShippingSame: true,
    user_id: null,
    method: 'test',
    pid,
    is_first_order: false,
    ...overrides,
  };
}

export interface Initiated {
  client_secret: string;
  pid: string;
  is_first_order: boolean;
  discount: number;
  shipping: number;
  sub_total: number;
  total: number;
}

export async function initiate(
  call: Call,
  items: Line[],
  token?: string,
  provider = 'test',
): Promise<Initiated> {
  const res = await call('POST', `/order/${provider}-initiate`, { body: { items }, token });
  if (res.status !== 200) throw new Error(`initiate answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as Initiated;
}

/** Initiates and places an order; returns the payment and the order number. */
export async function placeOrder(call: Call, items: Line[], token?: string, provider = 'test') {
  const payment = await initiate(call, items, token, provider);
  const res = await call('POST', '/order/placeorder', { body: placeOrderBody(payment.pid, items), token });
  if (res.status !== 200) throw new Error(`placeorder answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { payment, orderNo: (res.body.data as { order_no: string }).order_no };
}

/** Pays an initiated test-processor payment with a card and asks the shop to update the order. */
export async function payAndUpdate(call: Call, payment: Initiated, card = '4242 4242 4242 4242') {
  await call('POST', '/payments/test/confirm', {
    body: { client_secret: payment.client_secret, card_number: card },
  });
  return call('POST', '/order/test/update-order', { body: { pid: payment.pid } });
}

export async function stockOf(db: Db, productId: number): Promise<number> {
  const [row] = await db.select({ q: products.quantity }).from(products).where(eq(products.id, productId));
  if (!row) throw new Error(`no product ${productId}`);
  return row.q;
}

export async function orderByPid(db: Db, pid: string) {
  const [row] = await db.select().from(orders).where(eq(orders.pid, pid));
  if (!row) throw new Error(`no order for ${pid}`);
  return row;
}

/** Collects console.error lines while `fn` runs, so a test can check what was logged. */
export async function capturingErrors<T>(fn: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged: string[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
  try {
    return { result: await fn(), logged };
  } finally {
    console.error = original;
  }
}

export type OrderFields = Partial<typeof orders.$inferInsert>;

/** An order row straight in the database (with the payment it references), placed `at`, unpaid by default. */
export async function insertOrderRow(
  db: Db,
  fields: OrderFields = {},
  at = new Date('2026-11-01T12:00:00Z'),
) {
  const pid = `pi_row_${randomUUID()}`;
  const amounts = {
    subTotalCents: 4000,
    discountCents: 0,
    shippingCents: 0,
    totalCents: 4000,
    isFirstOrder: false,
  };
  await db
    .insert(payments)
    .values({ provider: 'test', pid, clientSecret: `${pid}_s`, items: [], ...amounts });
  const [row] = await db
    .insert(orders)
    .values({
      pid,
      provider: 'test',
      name: 'Asha Gurung',
      email: 'asha@example.com',
      phone: '6465550142',
      state: 'NY',
      city: 'Queens',
      line1: '12 Garden Lane',
      postalCode: '11101',
      holdExpiresAt: new Date(at.getTime() + 15 * 60_000),
      createdAt: at,
      ...amounts,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}
