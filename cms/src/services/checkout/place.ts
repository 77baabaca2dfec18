import { eq, sql } from 'drizzle-orm';
import type { placeOrderSchema } from '@common/contract';
import type * as z from 'zod/mini';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { namedInTransaction, placeholdersFor, preparedOnce } from '../../db/prepared';
import { orders, payments } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { claimFirstOrder } from '../first-order';
import { normalizeCode } from '../promotions/usable';
import { claimPromotionUses } from '../promotions/uses';
import type { ReleasedOrder } from '../holds';
import type { PaymentProvider } from '../payments/provider';
import { cartLines } from '../pricing';
import { notifyStorefront } from '../revalidate';
import type { SessionUserRow } from '../sessions';
import { mergedByProduct, productTags, slugsTaken, stockArrays, stockTaking } from '../stock';
import {
  allowanceAndReplaced,
  cancelReplacedPayments,
  lockPlacement,
  storedAddress,
  type Shopper,
} from './replace';
import {
  CART_CHANGED,
  isUniqueViolation,
  ORDER_ALREADY_PLACED,
  orderNo,
  PAYMENT_NOT_FOUND,
  sameLines,
} from './shared';

type PlaceOrderInput = z.output<typeof placeOrderSchema>;
type PaymentRow = typeof payments.$inferSelect;

/** The payment of a pid, with the id of the order already placed for it (null when none). */
const paymentToPlaceStatement = preparedOnce((db) =>
  db
    .select({ payment: payments, existingOrder: orders.id })
    .from(payments)
    .leftJoin(orders, eq(orders.pid, payments.pid))
    .where(eq(payments.pid, sql.placeholder('pid')))
    .limit(1)
    .prepare('checkout_payment_to_place'),
);

/** The initiated payment this order is for, when it may still be placed: its own, unplaced, same cart. */
async function paymentToPlace(db: Db, input: PlaceOrderInput, user: SessionUserRow | null) {
  const [found] = await paymentToPlaceStatement(db).execute({ pid: input.pid });
  if (!found) throw new HttpError(404, PAYMENT_NOT_FOUND);
  const { payment, existingOrder } = found;
  if (payment.userId !== null && payment.userId !== user?.id) {
    throw new HttpError(403, 'This payment was started by another account');
  }
  if (existingOrder !== null) throw new HttpError(409, ORDER_ALREADY_PLACED);
  const paid = payment.items.map((i) => ({ productId: i.product_id, qty: i.qty }));
  if (!sameLines(cartLines(input.items), paid)) throw new HttpError(409, CART_CHANGED);
  // The code is priced into the payment; placing it with another one would charge one and record the other.
  if (input.discount_code !== undefined && normalizeCode(input.discount_code) !== payment.discountCode) {
    throw new HttpError(409, CART_CHANGED);
  }
  return { payment, paid };
}

type PaymentToPlace = Awaited<ReturnType<typeof paymentToPlace>>;

/** The order row: the shopper's address from the form, every amount from the payment. */
function orderRow(
  input: PlaceOrderInput,
  payment: PaymentRow,
  shopper: Shopper,
  placedAt: Date,
  holdMinutes: number,
) {
  const billing = Object.entries(input.billingAddress ?? {}).filter(
    (e): e is [string, string] => typeof e[1] === 'string',
  );
  return {
    pid: payment.pid,
    provider: payment.provider,
    userId: shopper.userId,
    status: 'pending' as const,
    name: input.name,
    email: input.email,
    phone: input.phone,
    state: input.state,
    city: input.city,
    line1: input.line1,
    line2: input.line2,
    postalCode: input.postal_code,
    country: input.country,
    billingAddress: input.isBillingAndShippingSame ? null : Object.fromEntries(billing),
    paymentMethod: input.payment_method,
    subTotalCents: payment.subTotalCents,
    discountCents: payment.discountCents,
    shippingCents: payment.shippingCents,
    totalCents: payment.totalCents,
    isFirstOrder: payment.isFirstOrder,
    discounts: payment.discounts,
    discountCode: payment.discountCode,
    holdExpiresAt: new Date(placedAt.getTime() + holdMinutes * 60_000),
    clientAddress: storedAddress(shopper.address),
    createdAt: placedAt,
  };
}

interface Placed {
  orderNumber: number;
  slugs: string[];
  released: ReleasedOrder[];
}

type OrderRow = ReturnType<typeof orderRow>;

/** Every column orderRow fills, as a placeholder of its name. */
const orderRowValues = placeholdersFor<OrderRow>({
  pid: true,
  provider: true,
  userId: true,
  status: true,
  name: true,
  email: true,
  phone: true,
  state: true,
  city: true,
  line1: true,
  line2: true,
  postalCode: true,
  country: true,
  billingAddress: true,
  paymentMethod: true,
  subTotalCents: true,
  discountCents: true,
  shippingCents: true,
  totalCents: true,
  isFirstOrder: true,
  discounts: true,
  discountCode: true,
  holdExpiresAt: true,
  clientAddress: true,
  createdAt: true,
});

/**
 * The order, its stock and its lines in one statement (issue #42: three round trips before): the order row
 * as drizzle writes it, stockTaking's decrement, and the lines of the products whose stock was taken (a
 * short line, which rolls everything back anyway, must not reach the lines' foreign key first). Built once
 * and named (docs/adr/0100): placeholders stockIds and stockQtys (stockArrays), lineIds, lineQtys and
 * linePrices (the payment's lines in their order), and the order row's columns.
 */
const placeOrderStatement = namedInTransaction<{
  id: number;
  order_number: number;
  taken: { id: number; slug: string }[];
}>('checkout_place_order', (tx) => {
  const insertOrder = tx
    .insert(orders)
    .values(orderRowValues)
    .returning({ id: orders.id, orderNumber: orders.orderNumber });
  const value = (name: string) => sql.placeholder(name);
  return sql`
      with ${stockTaking(value('stockIds'), value('stockQtys'))},
      placed as (${insertOrder.getSQL()}),
      lines as (
        insert into order_items (order_id, product_id, qty, unit_price_cents)
        select placed.id, l.product_id, l.qty, l.unit_price_cents
          from placed,
               unnest(${value('lineIds')}::int[], ${value('lineQtys')}::int[],
                      ${value('linePrices')}::int[]) with ordinality as l(product_id, qty, unit_price_cents, n)
         where l.product_id in (select id from taken)
         order by l.n
      )
      select placed.id, placed.order_number,
             (select coalesce(json_agg(json_build_object('id', id, 'slug', slug)), '[]'::json) from taken) as taken
        from placed`;
});

async function insertOrderWithStock(tx: Db, row: OrderRow, { payment, paid }: PaymentToPlace) {
  const merged = mergedByProduct(paid);
  const stock = stockArrays(merged);
  const [placed] = await placeOrderStatement(tx, {
    ...row,
    stockIds: stock.ids,
    stockQtys: stock.qtys,
    lineIds: payment.items.map((i) => i.product_id),
    lineQtys: payment.items.map((i) => i.qty),
    linePrices: payment.items.map((i) => i.price_cents),
  });
  if (!placed) throw new Error('order insert returned nothing');
  return { id: placed.id, orderNumber: placed.order_number, merged, taken: placed.taken };
}

/**
 * One transaction: the address's allowance and the shopper's replaced orders (one read), the order with its
 * stock and lines (one statement), its promotion uses.
 */
async function hold(
  tx: Db,
  deps: AppDeps,
  input: PlaceOrderInput,
  found: PaymentToPlace,
  shopper: Shopper,
  placedAt: Date,
): Promise<Placed> {
  const { payment } = found;
  await lockPlacement(tx, shopper.address, input.email);
  const released = await allowanceAndReplaced(tx, input.email, shopper, placedAt);
  if (payment.isFirstOrder && shopper.userId !== null) {
    released.push(...(await claimFirstOrder(tx, shopper.userId, placedAt)));
  }
  const row = orderRow(input, payment, shopper, placedAt, deps.config.orderHoldMinutes);
  const order = await insertOrderWithStock(tx, row, found);
  // Before the stock's 409: a code with no use left answers 422 'used up', as when it was checked first.
  await claimPromotionUses(
    tx,
    { id: order.id, userId: shopper.userId, email: input.email },
    payment.discounts,
  );
  const slugs = await slugsTaken(tx, order.merged, order.taken);
  return { orderNumber: order.orderNumber, slugs: [...released.flatMap((r) => r.slugs), ...slugs], released };
}

/**
 * Records the order for an initiated payment with the payment's own lines and amounts, and reserves its
 * stock in the same transaction. Returns the order number ("#1001").
 */
export async function place(
  deps: AppDeps,
  provider: PaymentProvider,
  input: PlaceOrderInput,
  user: SessionUserRow | null,
  address: string,
): Promise<string> {
  const found = await paymentToPlace(deps.db, input, user);
  const shopper = { userId: user?.id ?? found.payment.userId, address };
  const placedAt = deps.now();
  let placed: Placed;
  try {
    placed = await deps.db.transaction((tx) => hold(tx, deps, input, found, shopper, placedAt));
  } catch (err) {
    // Two requests with the same pid raced past the check above; the database let only one in.
    if (isUniqueViolation(err)) throw new HttpError(409, ORDER_ALREADY_PLACED);
    throw err;
  }
  void notifyStorefront(deps.config, productTags(placed.slugs));
  await cancelReplacedPayments(provider, placed.released);
  return orderNo(placed.orderNumber);
}
