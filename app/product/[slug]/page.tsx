import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage } from '@/components/product/product-page';
import { productStaticParams } from '@/lib/cms-client/static-params';
import { getProduct } from '@/lib/cms-client/products';
import { productMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ slug: string }> };

/**
 * The home page's products are prerendered at build time; any other slug renders on its first request
 * (params are awaited outside Suspense, so that request waits for the whole page, can answer 404, and the
 * result is cached for the next visitor).
 */
export async function generateStaticParams() {
  return (await productStaticParams()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await getProduct((await params).slug);
  return product ? productMetadata(product) : {};
}

export default async function ProductRoute({ params }: Props) {
  const product = await getProduct((await params).slug);
  if (!product) notFound();
  return <ProductPage product={product} />;
}
