import { hasShortUrl, uploadImageUrl } from '@/lib/images/upload-urls.mjs';
import type { ImageLayout } from './image-layouts';

/** The `<img>` attributes of an image drawn in the browser, apart from alt and className. */
export interface LayoutImageProps {
  src: string;
  srcSet: string;
  sizes: string;
  loading: 'lazy';
  decoding: 'async';
}

/** The image optimiser's own URL for `src` at `width`: what next/image's default loader writes. */
function optimiserUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=75`;
}

/**
 * The attributes next/image gives an image with this layout (shopImageProps on the server), computed in
 * the browser without next/image's client component (about 6 KB of the cart's and checkout's JavaScript):
 * the uploads' short URLs, the optimiser's URL for any other image (the cart keeps the CMS's absolute
 * URLs), only the layout's widths, the largest as `src`. layout-image.test.ts holds the two to each other.
 */
export function layoutImage(src: string, layout: ImageLayout): LayoutImageProps {
  const candidates = layout.widths.map((width) => ({
    url: hasShortUrl(src) ? uploadImageUrl({ src, width }) : optimiserUrl(src, width),
    width,
  }));
  return {
    src: candidates[candidates.length - 1]!.url,
    srcSet: candidates.map((c) => `${c.url} ${c.width}w`).join(', '),
    sizes: layout.sizes,
    loading: 'lazy',
    decoding: 'async',
  };
}
