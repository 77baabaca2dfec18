import { and, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { REVIEW_STATES, type AdminReviewUpdate, type ReviewState } from '@common/contract';
import type { AppDeps } from '../../deps';
import type { Db } from '../../db/client';
import { products, reviews, users } from '../../db/schema';
import { plainText } from '../../services/reviews/plain-text';
import { lockProductReviews, recountProductReviews } from '../../services/reviews/stats';
import { escapeLike, idsFilter, orderOf, recordIdFilter, textFilter, type ListQuery } from './list-query';

/** A review as the console lists and edits it. */
export interface ConsoleReview {
  id: number;
  product_id: number;
  product_name: string;
  product_slug: string;
  customer_id: number;
  customer_name: string;
  customer_email: string;
  rating: number;
  title: string;
  text: string;
  status: ReviewState;
  reply: string | null;
  created_at: string;
  updated_at: string;
  published_at: string | null;
}

const columns = {
  id: reviews.id,
  productId: reviews.productId,
  productName: products.name,
  productSlug: products.slug,
  customerId: reviews.userId,
  customerName: users.name,
  customerEmail: users.email,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.text,
  status: reviews.status,
  reply: reviews.reply,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  publishedAt: reviews.publishedAt,
};

type Row = {
  [K in keyof typeof columns]:
    (typeof columns)[K]['_']['data'] | (K extends 'reply' | 'publishedAt' ? null : never);
};

function out(r: Row): ConsoleReview {
  return {
    id: r.id,
    product_id: r.productId,
    product_name: r.productName,
    product_slug: r.productSlug,
    customer_id: r.customerId,
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    rating: r.rating,
    title: r.title,
    text: r.text,
    status: r.status,
    reply: r.reply,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    published_at: r.publishedAt?.toISOString() ?? null,
  };
}

const selectReviews = (db: Db) =>
  db
    .select(columns)
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(users, eq(users.id, reviews.userId));

async function reviewById(db: Db, id: number): Promise<ConsoleReview | null> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id)).limit(1);
  return row ? out(row) : null;
}

/** The console's review queue: list, read, and publish, hide or reply (issue 41). */
export function consoleReviews(deps: AppDeps) {
  const { db } = deps;

  return {
    one: (id: number) => reviewById(db, id),
    update: (id: number, input: AdminReviewUpdate) => updateReview(deps, id, input),

    /** Filters: `status`, `product_id`, `rating`, `q` (title, text or the customer's email). */
    async list(q: ListQuery): Promise<{ rows: ConsoleReview[]; total: number }> {
      const where: SQL[] = [];
      const ids = idsFilter(q.filter);
      if (ids) where.push(inArray(reviews.id, ids));
      const status = q.filter.status;
      if (typeof status === 'string' && (REVIEW_STATES as readonly string[]).includes(status)) {
        where.push(eq(reviews.status, status as ReviewState));
      }
      const productId = recordIdFilter(q.filter, 'product_id');
      if (productId !== undefined) where.push(eq(reviews.productId, productId));
      const rating = Number(q.filter.rating);
      if (Number.isInteger(rating) && rating >= 1 && rating <= 5) where.push(eq(reviews.rating, rating));
      const text = textFilter(q.filter, 'q');
      if (text) {
        const like = `%${escapeLike(text)}%`;
        where.push(or(ilike(reviews.title, like), ilike(reviews.text, like), ilike(users.email, like))!);
      }
      const cond = and(...where);
      const rows = await selectReviews(db)
        .where(cond)
        .orderBy(
          ...orderOf(
            q.sort ? q : { ...q, sort: { field: 'created_at', order: 'DESC' } },
            { created_at: reviews.createdAt, rating: reviews.rating, status: reviews.status },
            reviews.id,
          ),
        )
        .limit(q.range.limit)
        .offset(q.range.offset);
      const [total] = await db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(cond);
      return { rows: rows.map(out), total: total?.n ?? 0 };
    },
  };
}

/**
 * Publishes, hides or answers a review; the product's summary is counted again under its lock when the
 * published set changed. Returns the review before and after, and whether the product page changed.
 */
export async function updateReview(
  { db, now }: AppDeps,
  id: number,
  input: AdminReviewUpdate,
): Promise<{ before: ConsoleReview; after: ConsoleReview; pageChanged: boolean } | null> {
  const before = await reviewById(db, id);
  if (!before) return null;
  const pageChanged = await db.transaction(async (tx) => {
    await lockProductReviews(tx, before.product_id);
    const [current] = await tx
      .select({ status: reviews.status, reply: reviews.reply, publishedAt: reviews.publishedAt })
      .from(reviews)
      .where(eq(reviews.id, id))
      .limit(1);
    if (!current) return false;
    const at = now();
    const set: Partial<typeof reviews.$inferInsert> = {};
    if (input.status !== undefined && input.status !== current.status) {
      set.status = input.status;
      set.publishedAt = input.status === 'published' ? at : current.publishedAt;
    }
    if (input.reply !== undefined) {
      const reply = input.reply === null ? null : plainText(input.reply) || null;
      if (reply !== current.reply) {
        set.reply = reply;
        set.repliedAt = reply === null ? null : at;
      }
    }
    if (Object.keys(set).length === 0) return false;
    await tx.update(reviews).set(set).where(eq(reviews.id, id));
    if (set.status !== undefined) await recountProductReviews(tx, before.product_id);
    const shownBefore = current.status === 'published';
    const shownAfter = (set.status ?? current.status) === 'published';
    return shownBefore !== shownAfter || (shownAfter && set.reply !== undefined);
  });
  const after = await reviewById(db, id);
  return after ? { before, after, pageChanged } : null;
}
