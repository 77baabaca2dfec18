import { render, screen } from '@testing-library/react';
import type { ProductReviews as Reviews } from '@common/contract';
import { REVIEW_MSG } from '@common/messages';
import { ProductReviews } from './product-reviews';

const review = (i: number) => ({
  rating: 4,
  title: `Title ${i}`,
  text: `Text <b>${i}</b>`,
  name: 'Asha K.',
  created_at: `2026-11-0${i}T09:00:00.000Z`,
  reply: i === 1 ? 'Thank you!' : null,
});

describe('ProductReviews', () => {
  it('shows the summary, each review as text and the reply, with links to the other pages', () => {
    const data: Reviews = { average: 4.2, count: 25, page: 2, per_page: 10, reviews: [review(1), review(2)] };
    render(<ProductReviews slug="golden-pothos" reviews={data} />);
    expect(screen.getByTestId('rating-summary')).toHaveTextContent(REVIEW_MSG.summary(4.2, 25));
    expect(screen.getAllByTestId('review')).toHaveLength(2);
    // Text stays text: React escapes it, no element is made of it.
    expect(screen.getByText('Text <b>1</b>')).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: REVIEW_MSG.previous })).toHaveAttribute(
      'href',
      '/product/golden-pothos#reviews',
    );
    expect(screen.getByRole('link', { name: REVIEW_MSG.next })).toHaveAttribute(
      'href',
      '/product/golden-pothos/reviews/3',
    );
    expect(screen.getByText(REVIEW_MSG.pageOf(2, 3))).toBeInTheDocument();
  });

  it('says there are no reviews yet, without pages', () => {
    render(<ProductReviews slug="x" reviews={{ average: 0, count: 0, reviews: [] }} />);
    expect(screen.getByText(REVIEW_MSG.none)).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
