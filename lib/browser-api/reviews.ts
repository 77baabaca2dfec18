import { okMessageSchema } from '@common/contract/envelope';
import { myReviewsResponse, type MyReviewItem, type ReviewRequest } from '@common/contract/reviews';
import { apiCall } from './client';

/** The products of the customer's delivered orders, each with their review when written (/profile/myreview). */
export async function getMyReviews(): Promise<MyReviewItem[]> {
  return (await apiCall('/product/review/mine', myReviewsResponse)).data.items;
}

/** Writes or replaces the customer's review of a product; it waits for the shop before it is shown. */
export async function sendReview(input: ReviewRequest): Promise<string> {
  const body = await apiCall('/product/review', okMessageSchema, { method: 'POST', body: input });
  return body.message ?? '';
}
