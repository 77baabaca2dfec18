import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { InitiateResult, initiateSchema } from '@common/contract';
import type * as z from 'zod/mini';
import type { AppDeps } from '../../deps';
import { preparedOnce } from '../../db/prepared';
import { orders, payments, users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import type { PaymentProvider } from '../payments/provider';
import { cartLines } from '../pricing';
import { priceCart } from '@common/pricing';
import { checkoutRules, usablePromotions } from '../promotions/usable';
import type { SessionUserRow } from '../sessions';
import { PROMO_MSG, stockShortMessage } from '@common/messages';
import { productsById } from '../stock';

type InitiateInput = z.output<typeof initiateSchema>;
type Db = AppDeps['db'];

/**
 * Prices each line from the catalogue (client prices are ignored), with its category for promotions: 422
 * for an unknown product, 409 short.
 */
async function priceLines(db: Db, items: InitiateInput['items']) {
  const lines = cartLines(items);
  const catalogue = await productsById(
    db,
    lines.map((l) => l.productId),
  );
  const errors: Record<string, string> = {};
  items.forEach((item, i) => {
    if (!catalogue.has(item.product_id))
      errors[`items.${i}.product_id`] = `Product ${item.product_id} does not exist`;
  });
  const firstError = Object.values(errors)[0];
  if (firstError) throw new HttpError(422, firstError, errors);
  return lines.map((l) => {
    const product = catalogue.get(l.productId);
    if (!product) throw new HttpError(422, `Product ${l.productId} does not exist`);
    if (l.qty > product.quantity) throw new HttpError(409, stockShortMessage(product.name, product.quantity));
    return { ...l, priceCents: product.priceCents, categorySlug: product.categorySlug };
  });
}

/** A signed-in shopper's first order is one with no earlier paid order; pending or canceled ones do not count. */
async function hasPaidOrder(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt)))
    .limit(1);
  return row !== undefined;
}

/** The provider's customer for this user, created on the first checkout and kept on the user. */
async function customerFor(db: Db, provider: PaymentProvider, user: SessionUserRow) {
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

/** The payment row an initiate records; every column a placeholder of the same name. */
const insertPaymentStatement = preparedOnce((db) =>
  db
    .insert(payments)
    .values({
      provider: sql.placeholder('provider'),
      pid: sql.placeholder('pid'),
      clientSecret: sql.placeholder('clientSecret'),
      userId: sql.placeholder('userId'),
      items: sql.placeholder('items'),
      subTotalCents: sql.placeholder('subTotalCents'),
      discountCents: sql.placeholder('discountCents'),
      shippingCents: sql.placeholder('shippingCents'),
      totalCents: sql.placeholder('totalCents'),
      isFirstOrder: sql.placeholder('isFirstOrder'),
      discounts: sql.placeholder('discounts'),
      discountCode: sql.placeholder('discountCode'),
    })
    .prepare('checkout_insert_payment'),
);

/**
 * Prices the cart, checks stock, starts a payment with the provider and records it. The discount depends only
 * on the Bearer token's user, never on the body.
 */
export async function initiate(
  { db, now }: AppDeps,
  provider: PaymentProvider,
  input: InitiateInput,
  user: SessionUserRow | null,
): Promise<InitiateResult> {
  const lines = await priceLines(db, input.items);
  const firstOrder = user ? !(await hasPaidOrder(db, user.id)) : false;
  const rules = await checkoutRules(db);
  const usable = await usablePromotions(
    db,
    { lines, userId: user?.id ?? null, firstOrder, code: input.discount_code },
    rules.automatic,
    now(),
  );
  const cart = priceCart(lines, usable.promotions, rules.settings);
  // A code that does not stack and loses to the shopper's better offers would be silently dropped.
  if (usable.codeId !== null && !cart.discounts.some((d) => d.promotionId === usable.codeId)) {
    throw new HttpError(422, PROMO_MSG.notCombinable, { discount_code: PROMO_MSG.notCombinable });
  }
  const isFirstOrder = cart.discounts.some((d) => d.promotionId === usable.firstOrderId);
  const customerId = user ? await customerFor(db, provider, user) : undefined;
  const { pid, clientSecret } = await provider.initiate({
    amountCents: cart.totalCents,
    currency: 'usd',
    idempotencyKey: `checkout-${randomUUID()}`,
    ...(customerId ? { customerId } : {}),
    metadata: {
      ...(user ? { user_id: String(user.id) } : {}),
      ...(usable.code ? { discount_code: usable.code } : {}),
    },
  });
  const items = lines.map((l) => ({ product_id: l.productId, qty: l.qty, price_cents: l.priceCents }));
  const discounts = cart.discounts.map((d) => ({
    promotion_id: d.promotionId,
    label: d.label,
    amount: d.amount,
  }));
  await insertPaymentStatement(db).execute({
    provider: provider.name,
    pid,
    clientSecret,
    userId: user?.id ?? null,
    items,
    subTotalCents: cart.subTotalCents,
    discountCents: cart.discountCents,
    shippingCents: cart.shippingCents,
    totalCents: cart.totalCents,
    isFirstOrder,
    discounts,
    discountCode: usable.code,
  });
  return {
    client_secret: clientSecret,
    pid,
    is_first_order: isFirstOrder,
    discount: cart.discountCents,
    shipping: cart.shippingCents,
    sub_total: cart.subTotalCents,
    total: cart.totalCents,
    discounts: cart.discounts.map((d) => ({ label: d.label, amount: d.amount })),
    ...(usable.code ? { discount_code: usable.code } : {}),
  };
}
