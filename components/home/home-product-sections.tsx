import { Link } from '@/components/ui/link';
import { getFeaturedProducts, getOfferProducts } from '@/lib/cms-client/products';
import { loggedOrEmpty } from '@/lib/cms-client/logged';
import { ProductSection } from './product-section';

/** Cards in the first grid row on a phone (two columns). */
const FIRST_ROW_CARDS = 2;

/** 'Featured Products': the CMS's offer products, at most 19; hidden when there are none. */
export async function FeaturedProducts() {
  const products = await loggedOrEmpty('offer products', getOfferProducts);
  if (products.length === 0) return null;
  // Its first row is in the first screen on phones, where a card image is the Largest Contentful Paint.
  return (
    <ProductSection
      id="featured-products"
      title="Featured Products"
      products={products}
      priorityCount={FIRST_ROW_CARDS}
    />
  );
}

/** 'Our Products': the CMS's feature products, at most 30, with 'View All' to the filter page. */
export async function OurProducts() {
  const products = await loggedOrEmpty('feature products', getFeaturedProducts);
  return (
    <ProductSection
      id="our-products"
      title="Our Products"
      products={products}
      action={
        <Link
          href="/filter"
          className="border-primary text-primary hover:bg-primary rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors hover:text-white"
        >
          View All
        </Link>
      }
    />
  );
}
