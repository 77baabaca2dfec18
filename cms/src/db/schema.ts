import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** Money is stored in integer cents everywhere; the API turns catalogue prices into dollars. */

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// ---- Catalogue and content ----

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
    index('products_archived_idx').on(t.archivedAt),
    index('products_quantity_idx').on(t.quantity),
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

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const enquiries = pgTable('enquiries', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});

// ---- Accounts ----

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Stored lower-cased so look-ups are case-insensitive. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  phoneNo: text('phone_no'),
  dateOfBirth: date('dateofbirth', { mode: 'string' }),
  address: text('address'),
  stripeCusId: text('stripe_cus_id'),
  createdAt: createdAt(),
});

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
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
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
  clientSecret: text('client_secret').notNull(),
  userId: integer('user_id').references(() => users.id),
  items: jsonb('items').$type<{ product_id: number; qty: number; price_cents: number }[]>().notNull(),
  subTotalCents: integer('sub_total_cents').notNull(),
  discountCents: integer('discount_cents').notNull(),
  shippingCents: integer('shipping_cents').notNull(),
  totalCents: integer('total_cents').notNull(),
  isFirstOrder: boolean('is_first_order').notNull(),
  /** Test processor state: requires_payment_method, requires_action, succeeded, failed. */
  status: text('status').notNull().default('requires_payment_method'),
  createdAt: createdAt(),
});

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
    status: text('status', { enum: ['pending', 'processing', 'completed', 'canceled', 'refunded'] })
      .notNull()
      .default('pending'),
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
    /** Reserved stock is held until this moment unless the order is paid. */
    holdExpiresAt: tz('hold_expires_at').notNull(),
    stockReleasedAt: tz('stock_released_at'),
    paidAt: tz('paid_at'),
    confirmationSentAt: tz('confirmation_sent_at'),
    /** Who placed it (the signed shopper address or the socket): unpaid orders per address are limited. */
    clientAddress: text('client_address'),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_client_address_idx').on(t.clientAddress, t.createdAt),
    index('orders_pending_hold_idx').on(t.status, t.holdExpiresAt),
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
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_qty_positive', sql`${t.qty} > 0`)],
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

// The owner's console keeps its own tables in schema-admin.ts (staff, their sessions, uploads, audit log).
export * from './schema-admin';
