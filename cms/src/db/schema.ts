import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '@common/contract';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  type AnyPgColumn,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Money is stored in integer cents everywhere; the API turns catalogue prices into dollars. */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---- Catalogue and content ----

/** Full-text document; migration 0005's trigger writes it, nothing in TypeScript does. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  isFeatured: boolean('is_featured').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    image: text('image').notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(0),
    detail: text('detail'),
    unitInGram: integer('unit_in_gram'),
    ingredients: text('ingredients'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    isFeatured: boolean('is_featured').notNull().default(false),
    isOffer: boolean('is_offer').notNull().default(false),
    /** Set by the console for a product an order references instead of deleting it: hidden from the shop. */
    archivedAt: tz('archived_at'),
    /** Position on the home page's sections, smallest first (the console's "order on the home page"). */
    homeOrder: integer('home_order').notNull().default(0),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    /** Other names shoppers search by ('tulasi' for Tulsi), edited by the owner. */
    searchTerms: text('search_terms').notNull().default(''),
    /** Written by migration 0005's trigger from name and search terms (lower case, unaccented). */
    searchName: text('search_name').notNull().default(''),
    searchVector: tsvector('search_vector'),
    createdAt: createdAt(),
  },
  (t) => [
    // Backstop for the conditional decrement: stock can never go below zero.
    check('products_quantity_non_negative', sql`${t.quantity} >= 0`),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
    index('products_category_idx').on(t.categoryId),
    index('products_created_idx').on(t.createdAt),
    index('products_price_idx').on(t.priceCents),
    index('products_lower_name_idx').on(sql`lower(${t.name})`),
    // Partial (migration 0007): the shop's "archived_at IS NULL" is nearly every row and needs no index.
    index('products_archived_idx')
      .on(t.archivedAt)
      .where(sql`${t.archivedAt} IS NOT NULL`),
    // No index on quantity, and pages kept 90% full (migration 0014): a stock update then touches no index
    // (docs/adr/0109-stock-updates-heap-only.md).
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('products_search_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** Every word of product names, other names and category names (kept by migration 0005's triggers). */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey(), stem: text('stem').notNull() },
  (t) => [
    index('search_words_stem_idx').on(t.stem),
    index('search_words_length_idx').on(sql`length(${t.word})`),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  status: boolean('status').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const chooseUs = pgTable('choose_us', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Terms, privacy, refund and about records; `kind` says which. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  kind: text('kind', { enum: ['toc', 'privacy', 'refund', 'about'] }).notNull(),
  title: text('title').notNull().default(''),
  description: text('description').notNull(),
  image: text('image'),
});

export const contactPage = pgTable('contact_page', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  youtube: text('youtube').notNull(),
  facebook: text('facebook').notNull(),
  instagram: text('instagram').notNull(),
  mapEmbedUrl: text('map_embed_url').notNull(),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** When a staff member marked it read in the console's inbox; null while unread. */
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt, t.id)],
);

export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_created_idx').on(t.createdAt, t.id)],
);

// ---- Accounts ----

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased so look-ups are case-insensitive. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    phoneNo: text('phone_no'),
    dateOfBirth: date('dateofbirth', { mode: 'string' }),
    address: text('address'),
    stripeCusId: text('stripe_cus_id'),
    /** A new email asked for in the profile; it becomes `email` once the code mailed to it is entered. */
    pendingEmail: text('pending_email'),
    createdAt: createdAt(),
  },
  (t) => [index('users_created_idx').on(t.createdAt, t.id)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: tz('expires_at').notNull(),
    revokedAt: tz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['signup', 'reset', 'email-change'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tz('expires_at').notNull(),
    usedAt: tz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.email, t.purpose, t.createdAt)],
);

// ---- Orders and payments ----

export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

/** A payment started by `{provider}-initiate`, with the server-computed amounts. */
export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
  pid: text('pid').notNull().unique(),
  clientSecret: text('client_secret').notNull().unique(),
  userId: integer('user_id').references(() => users.id),
  items: jsonb('items').$type<{ product_id: number; qty: number; price_cents: number }[]>().notNull(),
  subTotalCents: integer('sub_total_cents').notNull(),
  discountCents: integer('discount_cents').notNull(),
  shippingCents: integer('shipping_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  isFirstOrder: boolean('is_first_order').notNull(),
  /** Each discount priced into this payment (issue 40), and the code the shopper typed. */
  discounts: jsonb('discounts').$type<StoredDiscount[]>().notNull().default([]),
  discountCode: text('discount_code'),
  /** Test processor state: requires_payment_method, requires_action, succeeded, failed. */
  status: text('status').notNull().default('requires_payment_method'),
  /** Test processor only: the refunds it made of this payment, by the idempotency key they were asked with. */
  refunds: jsonb('refunds').$type<TestRefund[]>().notNull().default([]),
  createdAt: createdAt(),
});

/** One discount of an order, as priced (common/pricing.ts). */
export interface StoredDiscount {
  promotion_id: number;
  label: string;
  amount: number;
}

export interface TestRefund {
  id: string;
  key: string;
  amount_cents: number;
  metadata: Record<string, string>;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
    pid: text('pid')
      .notNull()
      .unique()
      .references(() => payments.pid),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('US'),
    billingAddress: jsonb('billing_address').$type<Record<string, string> | null>(),
    paymentMethod: text('payment_method').notNull().default('card'),
    subTotalCents: integer('sub_total_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    refundCents: integer('refund_cents').notNull().default(0),
    isFirstOrder: boolean('is_first_order').notNull(),
    /** The payment's discounts and code, copied at placeorder (issue 40). */
    discounts: jsonb('discounts').$type<StoredDiscount[]>().notNull().default([]),
    discountCode: text('discount_code'),
    /** Reserved stock is held until this moment unless the order is paid. */
    holdExpiresAt: tz('hold_expires_at').notNull(),
    stockReleasedAt: tz('stock_released_at'),
    paidAt: tz('paid_at'),
    confirmationSentAt: tz('confirmation_sent_at'),
    /** Who placed it (the signed shopper address or the socket): unpaid orders per address are limited. */
    clientAddress: text('client_address'),
    /** Set when the order is shipped (order-operations/ship.ts); the carrier is a key of common/carriers.ts. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: tz('shipped_at'),
    completedAt: tz('completed_at'),
    canceledAt: tz('canceled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // A placement's allowance and the orders it replaces (migration 0015): unpaid and holding orders only.
    index('orders_unpaid_address_idx')
      .on(t.clientAddress, t.createdAt)
      .where(sql`${t.paidAt} IS NULL`),
    index('orders_holding_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending' AND ${t.stockReleasedAt} IS NULL`),
    index('orders_pending_hold_idx').on(t.status, t.holdExpiresAt),
    // The console's orders list: newest first, with or without a status filter, and email search.
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_lower_email_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('orders_paid_at_idx').on(t.paidAt),
    check('orders_refund_within_total', sql`${t.refundCents} >= 0 AND ${t.refundCents} <= ${t.totalCents}`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    qty: integer('qty').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** Units of this line put back in stock by a refund or a cancellation, so none returns twice. */
    restockedQty: integer('restocked_qty').notNull().default(0),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
    check('order_items_restocked_within_qty', sql`${t.restockedQty} >= 0 AND ${t.restockedQty} <= ${t.qty}`),
  ],
);

/**
 * How many orders have each status, as rows to add up: migration 0008's triggers append one per status that
 * a statement on `orders` changed, and services/order-counts.ts folds them. Written by nothing in
 * TypeScript but that fold; no key, as nothing looks a row up (docs/adr/0053-orders-list-status-counts.md).
 */
export const orderStatusCounts = pgTable('order_status_counts', {
  status: text('status', { enum: ORDER_STATUSES }).notNull(),
  delta: bigint('delta', { mode: 'number' }).notNull(),
});

/** Who did something to an order: a staff member (with the address they came from), the shop or Stripe. */
export type ActorKind = 'staff' | 'system' | 'webhook' | 'customer';

/** The order's timeline: placed, paid, shipped, refunded, emails sent, and who did what. Append only. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: tz('at').notNull().defaultNow(),
    kind: text('kind').notNull(),
    actorKind: text('actor_kind').$type<ActorKind>().notNull(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    clientAddress: text('client_address'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export type RefundStatus = 'pending' | 'succeeded' | 'failed';
/** 'refund' (the console's), 'cancel', 'return' (a return's refund) or 'provider' (Stripe's dashboard). */
export type RefundPurpose = 'refund' | 'cancel' | 'return' | 'provider';

/**
 * One refund asked of the provider. The idempotency key is unique, so a retried request (same key) finds its
 * row instead of paying out again, and the provider is sent the same key; `provider_refund_id` is unique, so
 * a refund reported by Stripe's webhook is recorded once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundId: text('provider_refund_id').unique(),
    /** The lines put back in stock when the refund succeeds. */
    restock: jsonb('restock').$type<{ order_item_id: number; qty: number }[]>().notNull().default([]),
    /** 'refund', 'cancel' (the refund of a cancellation) or 'provider' (made in Stripe's dashboard). */
    purpose: text('purpose').$type<RefundPurpose>().notNull().default('refund'),
    /** The return this refund pays for (migration 0011); at most one live refund per return. */
    returnId: integer('return_id').references((): AnyPgColumn => returns.id),
    error: text('error'),
    attemptedAt: tz('attempted_at').notNull().defaultNow(),
    createdAt: createdAt(),
    succeededAt: tz('succeeded_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    check('refunds_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** Stripe webhook events already handled, so a redelivered event changes nothing. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: tz('received_at').notNull().defaultNow(),
});

/** Small key/value facts about the database itself, e.g. when the demo shop was seeded. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * rate-limiter-flexible's counters (its Drizzle store: column names are its own), so every CMS instance on
 * one database counts the same attempts. Expired rows are deleted by the library.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: tz('expire'),
});

// ---- Reviews (issue 41; migration 0012) ----

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * A customer's review of a product from one of their delivered orders: one per customer and product, which
 * they may edit (an edit goes back to 'pending'). Only 'published' ones are shown (docs/adr/0091).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reply: text('reply'),
    repliedAt: tz('replied_at'),
    publishedAt: tz('published_at'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_created_idx').on(t.productId, t.status, t.createdAt, t.id),
    index('reviews_status_created_idx').on(t.status, t.createdAt, t.id),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status_known', sql`${t.status} IN ('pending', 'published', 'hidden')`),
  ],
);

/**
 * Each product's published reviews summed up, kept by services/reviews/stats.ts in the transaction that
 * changes them, so listings read two numbers per product (docs/adr/0090-review-summary-per-product.md).
 */
export const productReviewStats = pgTable('product_review_stats', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  reviewCount: integer('review_count').notNull().default(0),
  ratingSum: integer('rating_sum').notNull().default(0),
});

// ---- Returns (migration 0011) ----

export const RETURN_STATUSES = ['requested', 'approved', 'refused', 'received', 'refunded'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return a customer asked for; the console's Returns queue moves it on (services/returns). */
export const returns = pgTable(
  'returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    reason: text('reason').notNull(),
    clientAddress: text('client_address'),
    refundCents: integer('refund_cents').notNull().default(0),
    /** The owner's word to the customer (why it was refused, say). */
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('returns_order_idx').on(t.orderId),
    index('returns_status_created_idx').on(t.status, t.createdAt, t.id),
    index('returns_created_idx').on(t.createdAt, t.id),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    id: serial('id').primaryKey(),
    returnId: integer('return_id')
      .notNull()
      .references(() => returns.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [index('return_items_order_item_idx').on(t.orderItemId)],
);

// The owner's console keeps its own tables in schema-admin.ts (staff, their sessions, uploads, audit log).
export * from './schema-admin';
export * from './schema-promotions';
