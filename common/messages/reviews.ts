/**
 * Reviews (issue 41): the CMS's answers, the product page's and /profile/myreview's texts. The spec names no
 * text for these screens but the placeholder heading, so these are the shop's own.
 */
export const REVIEW_MSG = {
  saved: 'Thank you! Your review will appear once the shop has checked it.',
  notBought: 'You can review only products from your delivered orders.',
  productNotFound: 'Product not found',
  reviewNotFound: 'Review not found',
  /** A review whose text was only HTML: nothing is left once the tags are stripped. */
  emptyAfterTags: (what: string) => `${what} must contain text, not only HTML`,

  // The product page
  heading: 'Customer Reviews',
  none: 'No reviews yet.',
  summary: (average: number, count: number) =>
    `${average.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`,
  stars: (rating: number) => `${rating} out of 5 stars`,
  reply: 'Reply from the shop',
  previous: 'Newer reviews',
  next: 'Older reviews',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,

  // /profile/myreview
  myHeading: 'My Reviews',
  /** The placeholder's own words, kept for the empty state. */
  myEmpty: 'You have not reviewed any products yet.',
  write: 'Write a review',
  edit: 'Edit your review',
  rating: 'Rating',
  title: 'Title',
  text: 'Review',
  submit: 'Submit review',
  status: { pending: 'Waiting for approval', published: 'Published', hidden: 'Hidden by the shop' },
} as const;
