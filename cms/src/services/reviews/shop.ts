import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { REVIEW_PAGE_SIZE } from '@common/constants';
import type { MyReviewItem, ProductReviews, ReviewRequest } from '@common/contract';
import { REVIEW_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { orderItems, orders, productReviewStats, products, reviews, users } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { absoluteUrl } from '../../lib/urls';
import { shown, storableText } from '../catalogue-rows';
import { notifyStorefront } from '../revalidate';
import { productTags } from '../stock';
import type { ReviewLimits } from './limits';
import { plainText } from './plain-text';
import { reviewerName } from './reviewer-name';
import { lockProductReviews, ratingSummary, recountProductReviews } from './stats';

/** An order counts as delivered once the owner marked it so ('completed'): a verified purchase. */
const DELIVERED = 'completed';

/** The products of this customer's delivered orders, as a join condition on order_items. */
const delivered = (userId: number) =>
  and(eq(orders.userId, userId), eq(orders.status, DELIVERED), eq(orderItems.orderId, orders.id));

async function bought({ db }: AppDeps, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orders, delivered(userId))
    .where(eq(orderItems.productId, productId))
    .limit(1);
  return row !== undefined;
}

/** The customer's side of reviews: writing one, their own, and a product's published ones. */
export function reviewShop(deps: AppDeps, limits: ReviewLimits) {
  return {
    submit: (userId: number, input: ReviewRequest, address: string) =>
      submitReview(deps, limits, userId, input, address),
    mine: (userId: number) => myReviews(deps, userId),
    published: (slug: string, page: number) => publishedReviews(deps, slug, page),
  };
}

/**
 * Writes the customer's review of a product they received, or replaces their earlier one. Either waits
 * for the owner ('pending'); an edit of a published review takes it off the product page until then
 * (docs/adr/0091-reviews-wait-for-the-owner.md).
 */
export async function submitReview(
  deps: AppDeps,
  limits: ReviewLimits,
  userId: number,
  input: ReviewRequest,
  address: string,
): Promise<void> {
  const { db, config, now } = deps;
  await limits.take(userId, address);
  const title = plainText(input.title);
  const text = plainText(input.text);
  const errors: Record<string, string> = {};
  if (!title) errors.title = REVIEW_MSG.emptyAfterTags('Title');
  if (!text) errors.text = REVIEW_MSG.emptyAfterTags('Review');
  const firstError = Object.values(errors)[0];
  if (firstError) throw new HttpError(422, firstError, errors);

  const [product] = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(eq(products.id, input.product_id))
    .limit(1);
  // An unknown product and one the customer did not buy get the same answer: neither may be reviewed.
  if (!product || !(await bought(deps, userId, product.id))) throw new HttpError(403, REVIEW_MSG.notBought);

  const wasPublished = await db.transaction(async (tx) => {
    await lockProductReviews(tx, product.id);
    const [before] = await tx
      .select({ id: reviews.id, status: reviews.status })
      .from(reviews)
      .where(and(eq(reviews.productId, product.id), eq(reviews.userId, userId)))
      .limit(1);
    const values = { rating: input.rating, title, text, status: 'pending' as const, updatedAt: now() };
    if (before) {
      await tx
        .update(reviews)
        .set({ ...values, publishedAt: null })
        .where(eq(reviews.id, before.id));
    } else {
      await tx.insert(reviews).values({ ...values, productId: product.id, userId, createdAt: now() });
    }
    if (before?.status === 'published') await recountProductReviews(tx, product.id);
    return before?.status === 'published';
  });
  if (wasPublished) void notifyStorefront(config, productTags([product.slug]));
}

/** Every product of the customer's delivered orders, with their review of it when there is one. */
export async function myReviews({ db, config }: AppDeps, userId: number): Promise<MyReviewItem[]> {
  const bought = await db
    .selectDistinct({ id: products.id, slug: products.slug, name: products.name, image: products.image })
    .from(orderItems)
    .innerJoin(orders, delivered(userId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .orderBy(asc(products.name), asc(products.id))
    .limit(500);
  if (bought.length === 0) return [];
  const written = await db
    .select()
    .from(reviews)
    .where(
      and(
        eq(reviews.userId, userId),
        inArray(
          reviews.productId,
          bought.map((p) => p.id),
        ),
      ),
    );
  const byProduct = new Map(written.map((r) => [r.productId, r]));
  return bought.map((p) => {
    const r = byProduct.get(p.id);
    return {
      product: { ...p, image: absoluteUrl(config.publicUrl, p.image) },
      review: r
        ? {
            rating: r.rating,
            title: r.title,
            text: r.text,
            status: r.status,
            reply: r.reply,
            updated_at: r.updatedAt.toISOString(),
          }
        : null,
    };
  });
}

/** One page of a product's published reviews, newest first, with the summary; null for an unknown slug. */
export async function publishedReviews(
  { db }: AppDeps,
  slug: string,
  page: number,
): Promise<ProductReviews | null> {
  if (!storableText(slug)) return null;
  const [product] = await db
    .select({
      id: products.id,
      reviewCount: productReviewStats.reviewCount,
      ratingSum: productReviewStats.ratingSum,
    })
    .from(products)
    .leftJoin(productReviewStats, eq(productReviewStats.productId, products.id))
    .where(and(shown, eq(products.slug, slug)))
    .limit(1);
  if (!product) return null;
  const summary = ratingSummary(product.reviewCount ?? 0, product.ratingSum ?? 0);
  const rows =
    summary.count === 0 || (page - 1) * REVIEW_PAGE_SIZE >= summary.count
      ? []
      : await db
          .select({
            rating: reviews.rating,
            title: reviews.title,
            text: reviews.text,
            name: users.name,
            createdAt: reviews.createdAt,
            reply: reviews.reply,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(and(eq(reviews.productId, product.id), eq(reviews.status, 'published')))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(REVIEW_PAGE_SIZE)
          .offset((page - 1) * REVIEW_PAGE_SIZE);
  return {
    ...summary,
    reviews: rows.map((r) => ({
      rating: r.rating,
      title: r.title,
      text: r.text,
      name: reviewerName(r.name),
      created_at: r.createdAt.toISOString(),
      reply: r.reply,
    })),
    page,
    per_page: REVIEW_PAGE_SIZE,
  };
}
