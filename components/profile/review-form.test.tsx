import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { MyReviewItem } from '@common/contract/reviews';
import { REVIEW_MSG } from '@common/messages';
import { ApiError } from '@/lib/browser-api/client';

const sendReview = jest.fn();
jest.mock('@/lib/browser-api/reviews', () => ({
  sendReview: (...args: unknown[]) => sendReview(...args),
}));
jest.mock('@/lib/notify', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

import { ReviewForm } from './review-form';

const product = { id: 12, slug: 'golden-pothos', name: 'Golden Pothos', image: 'https://cms.example/p.webp' };

beforeEach(() => sendReview.mockReset());

it('writes a review: stars, title and text go to the CMS, and the list is asked for again', async () => {
  sendReview.mockResolvedValue(REVIEW_MSG.saved);
  const onSaved = jest.fn();
  render(<ReviewForm item={{ product, review: null }} onSaved={onSaved} />);
  fireEvent.click(screen.getByRole('button', { name: REVIEW_MSG.write }));
  fireEvent.click(screen.getByLabelText(REVIEW_MSG.stars(3)));
  fireEvent.change(screen.getByLabelText(REVIEW_MSG.title), { target: { value: 'Nice' } });
  fireEvent.change(screen.getByLabelText(REVIEW_MSG.text), { target: { value: 'Grows well.' } });
  fireEvent.click(screen.getByRole('button', { name: REVIEW_MSG.submit }));
  await waitFor(() => expect(onSaved).toHaveBeenCalled());
  expect(sendReview).toHaveBeenCalledWith({ product_id: 12, rating: 3, title: 'Nice', text: 'Grows well.' });
});

it("edits the customer's review, starting from it, and shows the CMS's message under a refused field", async () => {
  const item: MyReviewItem = {
    product,
    review: {
      rating: 4,
      title: 'Good',
      text: 'Fine',
      status: 'published',
      reply: 'Thanks!',
      updated_at: '2026-11-01T00:00:00.000Z',
    },
  };
  sendReview.mockRejectedValue(new ApiError(422, 'Review is required', { text: 'Review is required' }, true));
  render(<ReviewForm item={item} onSaved={jest.fn()} />);
  expect(screen.getByTestId('my-review-status')).toHaveTextContent(REVIEW_MSG.status.published);
  expect(screen.getByText(/Thanks!/)).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: REVIEW_MSG.edit }));
  expect(screen.getByLabelText(REVIEW_MSG.title)).toHaveValue('Good');
  expect(screen.getByLabelText(REVIEW_MSG.stars(4))).toBeChecked();
  fireEvent.click(screen.getByRole('button', { name: REVIEW_MSG.submit }));
  expect(await screen.findByText('Review is required')).toBeInTheDocument();
  expect(screen.getByLabelText(REVIEW_MSG.text)).toHaveAttribute('aria-invalid', 'true');
});
