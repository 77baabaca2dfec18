import { hasShortUrl, uploadImageUrl } from '@/lib/images/upload-urls.mjs';
import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { preloadImage } from '@/components/ui/preload-image';
import imageStyles from '@/components/ui/shop-image.module.css';

/** A product card's `<img>` attributes, apart from alt and className. */
export interface CardImageProps {
  src: string;
  srcSet?: string;
  sizes?: string;
  loading: 'eager' | 'lazy';
  fetchPriority?: 'high';
  decoding: 'async';
  className: string;
}

const LAYOUT = IMAGE_LAYOUTS.productCard;

/**
 * The card image's attributes, built where the card renders (it is a client component) from the image's
 * path under /uploads/: the same short optimiser URLs and widths components/ui/shop-image.tsx gets from
 * next/image for a server-rendered image (product-card-image.test.ts holds the two to each other), without
 * next/image in the browser's bundle. Any other image is shown as it is.
 */
export function productCardImage(src: string, priority: boolean): CardImageProps {
  const candidates = hasShortUrl(src)
    ? LAYOUT.widths.map((width) => ({ url: uploadImageUrl({ src, width }), width }))
    : [];
  const image: CardImageProps = {
    src: candidates.at(-1)?.url ?? src,
    ...(candidates.length > 0
      ? { srcSet: candidates.map((c) => `${c.url} ${c.width}w`).join(', '), sizes: LAYOUT.sizes }
      : {}),
    loading: priority ? 'eager' : 'lazy',
    ...(priority ? { fetchPriority: 'high' as const } : {}),
    decoding: 'async',
    className: imageStyles.fill!,
  };
  if (priority) preloadImage(image);
  return image;
}
