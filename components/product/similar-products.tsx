import { SectionHeading } from '@/components/ui/section-heading';
import { getSimilarProducts } from '@/lib/cms-client/products';
import { ProductGrid } from './product-grid';

/** Same-category products under the detail, linking to /product/{slug}; hidden when there are none. */
export async function SimilarProducts({ slug }: { slug: string }) {
  const products = await getSimilarProducts(slug);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="similar-products" data-testid="similar-products" className="mt-14">
      <SectionHeading id="similar-products">Similar Products</SectionHeading>
      <ProductGrid products={products} />
    </section>
  );
}
