import type { Product, ProductReviews } from '@common/contract';
import { GOOGLE_PRODUCT_FIELDS, googleProductFieldProblems } from './google-product-fields';
import { productJsonLd } from './structured-data';

const product: Product = {
  id: 3,
  slug: 'golden-pothos',
  name: 'Golden Pothos',
  image: 'https://cms.example/uploads/products/pothos.webp',
  price: 18.99,
  quantity: 4,
  detail: '<p>An easy trailing plant.</p>',
  unit_in_gram: 500,
  ingredeints: null,
  category_slug: 'pots-planters',
  created_at: '2026-10-01T10:00:00.000Z',
  rating: { average: 4.5, count: 2 },
};

const reviews: ProductReviews = {
  average: 4.5,
  count: 2,
  page: 1,
  per_page: 10,
  reviews: [
    {
      rating: 5,
      title: 'Lovely',
      text: 'Grows fast.',
      name: 'Asha K.',
      created_at: '2026-11-02T09:00:00.000Z',
      reply: null,
    },
    {
      rating: 4,
      title: 'Good',
      text: 'Well packed.',
      name: 'Bikash R.',
      created_at: '2026-11-01T09:00:00.000Z',
      reply: 'Thanks!',
    },
  ],
};

beforeAll(() => {
  process.env.SITE_URL = 'https://shop.example';
});

describe("a reviewed product's JSON-LD (next-seo)", () => {
  const ld = productJsonLd(product, reviews);

  it.each(GOOGLE_PRODUCT_FIELDS.map((f) => [`${f.of} ${f.level}: ${f.field}`, f] as const))(
    'has %s',
    (_, f) => {
      expect(f.ok(ld)).toBe(true);
    },
  );

  it('states the rating and each review of the page as schema.org types', () => {
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      expect.objectContaining({
        '@type': 'Review',
        name: 'Lovely',
        reviewBody: 'Grows fast.',
        datePublished: '2026-11-02',
        author: { '@type': 'Person', name: 'Asha K.' },
        reviewRating: expect.objectContaining({ ratingValue: 5, bestRating: 5 }),
      }),
      expect.objectContaining({ name: 'Good' }),
    ]);
  });

  it('has no rating at all without published reviews, and the check names what is missing', () => {
    const none = productJsonLd(product, { average: 0, count: 0, reviews: [] });
    expect(none.aggregateRating).toBeUndefined();
    expect(none.review).toBeUndefined();
    expect(googleProductFieldProblems(none)).toEqual(
      expect.arrayContaining([
        'product snippet recommended: aggregateRating.ratingValue',
        'merchant listing recommended: review',
      ]),
    );
  });
});
