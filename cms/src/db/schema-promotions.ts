import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PromotionKind } from '@common/pricing';
import { orders, users } from './schema';

/** Promotions the owner runs (issue 40; migration 0010). Money in integer cents. */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    label: text('label').notNull(),
    /** Upper-case; null for an automatic offer. */
    code: text('code'),
    kind: text('kind').$type<PromotionKind>().notNull(),
    /** Percent for `percent` and `buy_x_get_y`, cents for `amount`. */
    value: integer('value').notNull().default(0),
    minSubtotalCents: integer('min_subtotal_cents').notNull().default(0),
    startsAt: tz('starts_at'),
    endsAt: tz('ends_at'),
    usageCap: integer('usage_cap'),
    perCustomerCap: integer('per_customer_cap'),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    categorySlugs: jsonb('category_slugs').$type<string[]>().notNull().default([]),
    buyQty: integer('buy_qty').notNull().default(1),
    getQty: integer('get_qty').notNull().default(1),
    stacks: boolean('stacks').notNull().default(true),
    priority: integer('priority').notNull().default(10),
    active: boolean('active').notNull().default(true),
    /** The spec's first-order offer: only for a signed-in customer with no paid order. */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    /** Shown on every signed-in customer's Vouchers page. */
    listed: boolean('listed').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotions_code_idx').on(t.code),
    check('promotions_kind_check', sql`${t.kind} in ('percent', 'amount', 'free_shipping', 'buy_x_get_y')`),
    check('promotions_value_check', sql`${t.value} >= 0`),
  ],
);

export const promotionUses = pgTable(
  'promotion_uses',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-case: guests are counted by email. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('promotion_uses_order_idx').on(t.promotionId, t.orderId),
    index('promotion_uses_email_idx').on(t.promotionId, t.email),
  ],
);

export const promotionGrants = pgTable(
  'promotion_grants',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promotion_grants_user_idx').on(t.userId, t.promotionId)],
);

export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shippingCents: integer('shipping_cents').notNull().default(2000),
    freeShippingThresholdCents: integer('free_shipping_threshold_cents').notNull().default(4900),
    refundReturnsUse: boolean('refund_returns_use').notNull().default(false),
  },
  (t) => [check('shop_settings_one_row', sql`${t.id} = 1`)],
);
