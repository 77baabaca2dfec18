import { notFound } from 'next/navigation';
import { getProduct } from '@/lib/cms-client/products';
import { SHOP_NAME } from '@common/constants';
import { OG_CARD_SIZE, productOgCard } from '@/lib/seo/product-og-card';

export const alt = `Product at ${SHOP_NAME}`;
export const size = OG_CARD_SIZE;
export const contentType = 'image/png';

/**
 * The sharing card of a product: its photo beside name, price and the shop's name (built-in font only),
 * drawn once per version of what it shows (lib/seo/product-og-card.tsx). The query is never read, so
 * `?v=N` gets the same card.
 */
export default async function ProductOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const product = await getProduct(slug);
  if (!product) notFound();
  const { png, drawnAt } = await productOgCard({
    slug,
    name: product.name,
    price: product.price,
    image: product.image,
  });
  return new Response(png, {
    headers: {
      'Content-Type': contentType,
      'Cache-Control': 'public, max-age=0, must-revalidate',
      // When this version of the card was drawn: the same for every request that reused it.
      'Last-Modified': new Date(drawnAt).toUTCString(),
    },
  });
}
