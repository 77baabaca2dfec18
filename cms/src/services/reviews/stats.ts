import { and, count, eq, sql, sum } from 'drizzle-orm';
import type { RatingSummary } from '@common/contract';
import type { Db } from '../../db/client';
import { productReviewStats, reviews } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes the product's summary row under lock (creating it), so review writes of one product run one after
 * another and each recount sees the ones before it (docs/adr/0090-review-summary-per-product.md).
 */
export async function lockProductReviews(tx: Tx, productId: number): Promise<void> {
  await tx.insert(productReviewStats).values({ productId }).onConflictDoNothing();
  await tx
    .select({ id: productReviewStats.productId })
    .from(productReviewStats)
    .where(eq(productReviewStats.productId, productId))
    .for('update');
}

/** Counts the product's published reviews again into its summary row; call under lockProductReviews. */
export async function recountProductReviews(tx: Tx, productId: number): Promise<void> {
  const [row] = await tx
    .select({ n: count(), total: sum(reviews.rating).mapWith(Number) })
    .from(reviews)
    .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')));
  await tx
    .update(productReviewStats)
    .set({ reviewCount: row?.n ?? 0, ratingSum: row?.total ?? 0 })
    .where(eq(productReviewStats.productId, productId));
}

/** Average stars to one decimal (0 without reviews) and the count. */
export function ratingSummary(reviewCount: number, ratingSum: number): RatingSummary {
  if (reviewCount <= 0) return { average: 0, count: 0 };
  return { average: Math.round((ratingSum / reviewCount) * 10) / 10, count: reviewCount };
}

/** The summary columns for a product select: one primary-key look-up per product row returned. */
export const ratingColumns = {
  reviewCount:
    sql<number>`coalesce((select ${productReviewStats.reviewCount} from ${productReviewStats} where ${productReviewStats.productId} = "products"."id"), 0)`.mapWith(
      Number,
    ),
  ratingSum:
    sql<number>`coalesce((select ${productReviewStats.ratingSum} from ${productReviewStats} where ${productReviewStats.productId} = "products"."id"), 0)`.mapWith(
      Number,
    ),
};
