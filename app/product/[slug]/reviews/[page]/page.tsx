import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductReviews } from '@/components/product/product-reviews';
import { Link } from '@/components/ui/link';
import { getProduct } from '@/lib/cms-client/products';
import { getProductReviews } from '@/lib/cms-client/reviews';
import { productStaticParams } from '@/lib/cms-client/static-params';
import { REVIEW_MAX_PAGE } from '@common/constants';
import { REVIEW_MSG } from '@common/messages';

type Props = { params: Promise<{ slug: string; page: string }> };

/** One product's first page is prerendered; every other page renders on its first request, then is cached. */
export async function generateStaticParams() {
  return (await productStaticParams()).slice(0, 1).map(({ slug }) => ({ slug, page: '1' }));
}

async function pageOf(params: Props['params']) {
  const { slug, page } = await params;
  const n = /^\d{1,4}$/.test(page) ? Number(page) : 0;
  if (n < 1 || n > REVIEW_MAX_PAGE) return null;
  const [product, reviews] = await Promise.all([getProduct(slug), getProductReviews(slug, n)]);
  if (!product || !reviews || (n > 1 && reviews.reviews.length === 0)) return null;
  return { product, reviews };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await pageOf(params);
  if (!found) return {};
  const { product, reviews } = found;
  return {
    title: `${REVIEW_MSG.heading}: ${product.name} (${REVIEW_MSG.pageOf(reviews.page ?? 1, Math.max(1, Math.ceil(reviews.count / (reviews.per_page ?? 10))))})`,
    alternates: { canonical: `/product/${product.slug}/reviews/${reviews.page ?? 1}` },
  };
}

/** /product/{slug}/reviews/{n}: the product's published reviews beyond the first page the product page shows. */
export default async function ProductReviewsRoute({ params }: Props) {
  const found = await pageOf(params);
  if (!found) notFound();
  const { product, reviews } = found;
  return (
    <main className="mx-auto max-w-3xl px-4 py-6">
      <p className="text-sm">
        <Link href={`/product/${product.slug}`}>{product.name}</Link>
      </p>
      <ProductReviews slug={product.slug} reviews={reviews} />
    </main>
  );
}
