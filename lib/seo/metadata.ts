import type { Metadata } from 'next';
import type { Product } from '../contract';
import { SHOP_NAME } from '../constants';
import { formatPrice } from '../format';
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
  images?: { url: string; alt: string }[];
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

/** Both product URL forms share this metadata; the canonical is always /product/{slug}. */
export function productMetadata(product: Product): Metadata {
  return pageMetadata({
    title: product.name,
    description: productDescription(product),
    path: productPath(product.slug),
    images: [{ url: product.image, alt: product.name }],
  });
}
