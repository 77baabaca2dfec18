import type { Metadata } from 'next';
import type { Product } from '@common/contract';
import { SHOP_NAME } from '@common/constants';
import { formatPrice } from '@common/format';
import { productPath } from './site';
import { plainText } from './text';

/** Title, description, canonical, Open Graph and Twitter card of a page (relative URLs use metadataBase). */
export function pageMetadata({
  title,
  absoluteTitle = false,
  description,
  path,
  images,
}: {
  /** Goes through the layout's title template (`… | shop name`) unless `absoluteTitle`. */
  title: string;
  absoluteTitle?: boolean;
  description: string;
  path: string;
  images?: { url: string; alt: string; width?: number; height?: number }[];
}): Metadata {
  const ogTitle = absoluteTitle ? title : `${title} | ${SHOP_NAME}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: SHOP_NAME,
      locale: 'en_US',
      url: path,
      title: ogTitle,
      description,
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: ogTitle,
      description,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}

export function productDescription(product: Product): string {
  const text = plainText(product.detail, 150);
  return text || `${product.name} for ${formatPrice(product.price)} at ${SHOP_NAME}.`;
}

/** The generated sharing card of a product (app/product/[slug]/opengraph-image.tsx): photo, name, price. */
export const productOgImagePath = (slug: string) => `${productPath(slug)}/opengraph-image`;

/**
 * Both product URL forms share this metadata: canonical /product/{slug}, and the generated card as Open Graph
 * and Twitter image. (Named explicitly, because Next prefers a page's own openGraph.images to the file.)
 */
export function productMetadata(product: Product): Metadata {
  return pageMetadata({
    title: product.name,
    description: productDescription(product),
    path: productPath(product.slug),
    images: [{ url: productOgImagePath(product.slug), alt: product.name, width: 1200, height: 630 }],
  });
}
