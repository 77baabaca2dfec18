/**
 * Google's product structured data, field by field: what its product snippets and merchant listings
 * require and recommend (developers.google.com/search/docs/appearance/structured-data/product-snippet and
 * /merchant-listing). The unit test and the browser test (e2e/reviews.spec.ts) check each of them on a
 * reviewed product's JSON-LD.
 */

type Ld = Record<string, unknown>;

const at = (ld: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => {
    if (Array.isArray(v)) v = v[0];
    return v !== null && typeof v === 'object' ? (v as Ld)[key] : undefined;
  }, ld);

const present = (v: unknown) =>
  v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const positiveNumber = (v: unknown) => Number.isFinite(Number(v)) && Number(v) > 0;

/** Each field, the listing that asks for it, and whether it is required or recommended there. */
export const GOOGLE_PRODUCT_FIELDS: {
  field: string;
  of: 'product snippet' | 'merchant listing';
  level: 'required' | 'recommended';
  ok: (ld: Ld) => boolean;
}[] = [
  // Product snippets: a name, and a review, an aggregate rating or an offer (each recommended too).
  { field: 'name', of: 'product snippet', level: 'required', ok: (ld) => present(ld.name) },
  {
    field: 'review, aggregateRating or offers',
    of: 'product snippet',
    level: 'required',
    ok: (ld) => present(ld.review) || present(ld.aggregateRating) || present(ld.offers),
  },
  {
    field: 'aggregateRating.ratingValue',
    of: 'product snippet',
    level: 'recommended',
    ok: (ld) => positiveNumber(at(ld, 'aggregateRating.ratingValue')),
  },
  {
    field: 'aggregateRating.reviewCount',
    of: 'product snippet',
    level: 'recommended',
    ok: (ld) => positiveNumber(at(ld, 'aggregateRating.reviewCount')),
  },
  {
    field: 'review.reviewRating.ratingValue',
    of: 'product snippet',
    level: 'recommended',
    ok: (ld) => positiveNumber(at(ld, 'review.reviewRating.ratingValue')),
  },
  {
    field: 'review.author.name',
    of: 'product snippet',
    level: 'recommended',
    ok: (ld) => present(at(ld, 'review.author.name')),
  },
  { field: 'offers', of: 'product snippet', level: 'recommended', ok: (ld) => present(ld.offers) },
  // Merchant listings.
  { field: 'name', of: 'merchant listing', level: 'required', ok: (ld) => present(ld.name) },
  { field: 'image', of: 'merchant listing', level: 'required', ok: (ld) => present(ld.image) },
  {
    field: 'offers.price',
    of: 'merchant listing',
    level: 'required',
    ok: (ld) => Number.isFinite(Number(at(ld, 'offers.price'))),
  },
  {
    field: 'offers.priceCurrency',
    of: 'merchant listing',
    level: 'required',
    ok: (ld) => present(at(ld, 'offers.priceCurrency')),
  },
  { field: 'description', of: 'merchant listing', level: 'recommended', ok: (ld) => present(ld.description) },
  { field: 'brand', of: 'merchant listing', level: 'recommended', ok: (ld) => present(ld.brand) },
  { field: 'sku', of: 'merchant listing', level: 'recommended', ok: (ld) => present(ld.sku) },
  {
    field: 'offers.availability',
    of: 'merchant listing',
    level: 'recommended',
    ok: (ld) => String(at(ld, 'offers.availability')).startsWith('https://schema.org/'),
  },
  {
    field: 'offers.itemCondition',
    of: 'merchant listing',
    level: 'recommended',
    ok: (ld) => present(at(ld, 'offers.itemCondition')),
  },
  {
    field: 'offers.shippingDetails',
    of: 'merchant listing',
    level: 'recommended',
    ok: (ld) => present(at(ld, 'offers.shippingDetails.shippingRate.value')),
  },
  {
    field: 'offers.hasMerchantReturnPolicy',
    of: 'merchant listing',
    level: 'recommended',
    ok: (ld) => present(at(ld, 'offers.hasMerchantReturnPolicy.returnPolicyCategory')),
  },
  {
    field: 'aggregateRating',
    of: 'merchant listing',
    level: 'recommended',
    ok: (ld) => positiveNumber(at(ld, 'aggregateRating.ratingValue')),
  },
  { field: 'review', of: 'merchant listing', level: 'recommended', ok: (ld) => present(ld.review) },
];

/** The fields missing from a Product's JSON-LD, as "<listing> <level>: <field>"; [] when all are there. */
export function googleProductFieldProblems(ld: Ld): string[] {
  return GOOGLE_PRODUCT_FIELDS.filter((f) => !f.ok(ld)).map((f) => `${f.of} ${f.level}: ${f.field}`);
}
