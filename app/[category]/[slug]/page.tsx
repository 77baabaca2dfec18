import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ProductPage } from '@/components/product/product-page';
import { productStaticParams } from '@/lib/cms-client/static-params';
import { getProduct } from '@/lib/cms-client/products';
import { productMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ category: string; slug: string }> };

/**
 * /{category_slug}/{slug}: the filter page's product links. Same page as /product/{slug}, whose URL stays the
 * canonical one. Static routes (/profile/x, /api/…) take precedence over this dynamic pair; anything else
 * that is not a product of that category answers 404.
 */
export async function generateStaticParams() {
  return (await productStaticParams()).slice(0, 4).map(({ slug, category }) => ({ category, slug }));
}

async function productIn(params: Props['params']) {
  const { category, slug } = await params;
  const product = await getProduct(slug);
  return product && product.category_slug === category ? product : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await productIn(params);
  return product ? productMetadata(product) : {};
}

export default async function CategoryProductRoute({ params }: Props) {
  const product = await productIn(params);
  if (!product) notFound();
  return <ProductPage product={product} />;
}
