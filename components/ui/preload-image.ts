import { preload } from 'react-dom';

/**
 * Announces a likely Largest Contentful Paint in the head (as next/image's `preload` does), so it is
 * requested before the page's scripts take the connections. Plain react-dom, so server-rendered images
 * (shop-image.tsx) and the client-rendered product cards share it.
 */
export function preloadImage({ src, srcSet, sizes }: { src: string; srcSet?: string; sizes?: string }) {
  preload(src, { as: 'image', imageSrcSet: srcSet, imageSizes: sizes, fetchPriority: 'high' });
}
