import { JsonLd } from '@/components/ui/json-ld';
import { getFeaturedCategories } from '@/lib/cms-client/categories';
import { getProductReviews } from '@/lib/cms-client/reviews';
import type { Product } from '@common/contract';
import { breadcrumbJsonLd, productJsonLd, type Crumb } from '@/lib/seo/structured-data';
import { categoryFilterPath } from '@/lib/seo/site';
import { Breadcrumbs } from './breadcrumbs';
import { ProductDetail } from './product-detail';
import { ProductReviews } from './product-reviews';
import { SimilarProducts } from './similar-products';

/** "indoor-plants" -> "Indoor Plants", for a category the featured list does not name. */
const titleCase = (slug: string) => slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Both product routes render this: detail, structured data and the similar-products grid. */
export async function ProductPage({ product }: { product: Product }) {
  // Both cached under the product's tag: reviews published in the console purge it (docs/adr/0090).
  const [categories, reviews] = await Promise.all([getFeaturedCategories(), getProductReviews(product.slug)]);
  const categoryName =
    categories.find((c) => c.slug === product.category_slug)?.name ?? titleCase(product.category_slug);
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: categoryName, path: categoryFilterPath(product.category_slug) },
    { name: product.name },
  ];
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd data={[productJsonLd(product, reviews), breadcrumbJsonLd(crumbs)]} />
      <Breadcrumbs crumbs={crumbs} />
      <ProductDetail product={product} />
      {reviews ? <ProductReviews slug={product.slug} reviews={reviews} /> : null}
      {/* No Suspense: the similar products are cached with the page, so a boundary would only send a
          skeleton for React to swap out on the next frame (e2e/first-load.spec.ts). */}
      <SimilarProducts slug={product.slug} />
    </main>
  );
}
