import * as z from 'zod/mini';
import { REVIEW_MAX_PAGE, REVIEW_REPLY_MAX, REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from '../constants';
import { withData } from './envelope';
import { DB_ID_MAX } from './fields';

/** Product reviews (contract: "Promotions, cancellations, returns and reviews"; issue 41). */

const trimmed = (max: number, what: string) =>
  z
    .string()
    .check(
      z.trim(),
      z.minLength(1, `${what} is required`),
      z.maxLength(max, `${what} must be at most ${max} characters`),
    );

/** POST /product/review: Bearer. Title and text are plain text; the CMS strips any HTML from them. */
export const reviewRequestSchema = z.object({
  product_id: z.number().check(z.int(), z.gte(1, 'Unknown product'), z.lte(DB_ID_MAX, 'Unknown product')),
  rating: z
    .number()
    .check(
      z.int('Rating must be a whole number of stars'),
      z.gte(1, 'Rating must be 1 to 5 stars'),
      z.lte(5, 'Rating must be 1 to 5 stars'),
    ),
  title: trimmed(REVIEW_TITLE_MAX, 'Title'),
  text: trimmed(REVIEW_TEXT_MAX, 'Review'),
});
export type ReviewRequest = z.output<typeof reviewRequestSchema>;

/** GET /product/{slug}/reviews?page=: a whole number from 1 (the default) to REVIEW_MAX_PAGE. */
export const reviewsQuerySchema = z.object({
  page: z.pipe(
    z.pipe(
      z.optional(z.string().check(z.trim(), z.regex(/^\d{0,9}$/, 'page must be a whole number'))),
      z.transform((s: string | undefined) => (s === undefined || s === '' ? 1 : Number(s))),
    ),
    z
      .number()
      .check(
        z.gte(1, 'page must be at least 1'),
        z.lte(REVIEW_MAX_PAGE, `page must be at most ${REVIEW_MAX_PAGE}`),
      ),
  ),
});

export const publishedReviewSchema = z.object({
  rating: z.number().check(z.int()),
  title: z.string(),
  text: z.string(),
  /** The reviewer's first name and last initial. */
  name: z.string(),
  created_at: z.string(),
  reply: z.nullable(z.string()),
});
export type PublishedReview = z.infer<typeof publishedReviewSchema>;

/** A product's rating: average stars to one decimal, over `count` published reviews. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().check(z.int(), z.nonnegative()),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** `page`, `per_page` and `pages` are this project's extension, for the product page's pagination. */
export const productReviewsSchema = z.object({
  average: z.number(),
  count: z.number().check(z.int(), z.nonnegative()),
  reviews: z.array(publishedReviewSchema),
  page: z.optional(z.number().check(z.int())),
  per_page: z.optional(z.number().check(z.int())),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;
export const productReviewsResponse = withData(productReviewsSchema);

export const REVIEW_STATES = ['pending', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];

/**
 * GET /product/review/mine (this project's extension, Bearer): every product of the customer's delivered
 * orders, each with their review of it if they wrote one (/profile/myreview).
 */
export const myReviewItemSchema = z.object({
  product: z.object({ id: z.number(), slug: z.string(), name: z.string(), image: z.string() }),
  review: z.nullable(
    z.object({
      rating: z.number().check(z.int()),
      title: z.string(),
      text: z.string(),
      status: z.enum(REVIEW_STATES),
      reply: z.nullable(z.string()),
      updated_at: z.string(),
    }),
  ),
});
export type MyReviewItem = z.infer<typeof myReviewItemSchema>;
export const myReviewsResponse = withData(z.object({ items: z.array(myReviewItemSchema) }));

/** PUT /api/admin/reviews/{id}: publish or hide, and the owner's reply (empty removes it). */
export const adminReviewUpdateSchema = z.object({
  status: z.optional(z.enum(REVIEW_STATES)),
  reply: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(REVIEW_REPLY_MAX, `Reply must be at most ${REVIEW_REPLY_MAX} characters`),
        ),
    ),
  ),
});
export type AdminReviewUpdate = z.output<typeof adminReviewUpdateSchema>;
