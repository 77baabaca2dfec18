import { getImageProps, type ImageProps } from 'next/image';
import type { CSSProperties } from 'react';
import { hasShortUrl, uploadImageUrl } from '@/lib/images/upload-urls.mjs';
import { keepWidths, type ImageLayout } from './image-layouts';
import { preloadImage } from './preload-image';
import styles from './shop-image.module.css';

/**
 * The attributes of an optimised `<img>`: src, srcSet, sizes, width/height or the fill classes, loading,
 * fetchPriority, decoding, alt, className. Plain data, so a server component can compute them and hand
 * them to a client component, which then needs no next/image.
 */
export type ShopImgProps = Omit<ReturnType<typeof getImageProps>['props'], 'style'> & {
  style?: CSSProperties;
};

export type ShopImageOptions = Omit<ImageProps, 'sizes'> & {
  /** `sizes` and the srcset's widths (components/ui/image-layouts.ts); fixed-size images leave it out. */
  sizing?: ImageLayout;
};

/** next/image's inline style for `fill` (the box of the positioned parent). */
const FILL_STYLE = {
  position: 'absolute',
  height: '100%',
  width: '100%',
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
} as const;

/**
 * next/image's inline style as a class where it says the same (shop-image.module.css): 58 inline styles
 * were about 20 KB of the home page. Anything else in the style (a caller's own, e.g. a transform) stays.
 */
function stylesAsClasses(props: ReturnType<typeof getImageProps>['props'], fill: boolean): ShopImgProps {
  const rest: Record<string, unknown> = { ...props.style };
  const filled = fill && Object.entries(FILL_STYLE).every(([key, value]) => rest[key] === value);
  if (filled) for (const key of Object.keys(FILL_STYLE)) delete rest[key];
  if (rest.color === 'transparent') delete rest.color;
  for (const [key, value] of Object.entries(rest)) if (value === undefined) delete rest[key];
  const { style: _style, ...attributes } = props;
  return {
    ...attributes,
    className: [filled ? styles.fill : styles.plain, props.className].filter(Boolean).join(' '),
    ...(Object.keys(rest).length > 0 ? { style: rest as CSSProperties } : {}),
  };
}

/**
 * An image the CMS uploaded, as the path this storefront serves it under (app/uploads), which the short
 * optimiser URLs name (lib/images/upload-urls.mjs) instead of the CMS's encoded origin. Others stay as given.
 */
export function localUpload(src: string): string;
export function localUpload(src: ShopImageOptions['src']): ShopImageOptions['src'];
export function localUpload(src: ShopImageOptions['src']): ShopImageOptions['src'] {
  if (typeof src !== 'string') return src;
  const cms = (process.env.CMS_PUBLIC_URL || process.env.CMS_API_URL || '').replace(/\/$/, '');
  return cms && src.startsWith(`${cms}/uploads/`) ? src.slice(cms.length) : src;
}

/**
 * next/image's attributes (the optimiser's URLs, srcset, sizes, loading and priority) without its client
 * component. An image with a sizing lists only its widths; one with a fixed width and height lists 1x and 2x.
 */
export function shopImageProps({ sizing, ...options }: ShopImageOptions): ShopImgProps {
  const src = localUpload(options.src);
  const { props } = getImageProps({
    ...options,
    src,
    sizes: sizing?.sizes,
    // The uploads' short URLs (lib/images/upload-urls.mjs); the optimiser's own for anything else.
    ...(hasShortUrl(src, options.quality) ? { loader: uploadImageUrl } : {}),
  });
  const trimmed = sizing ? { ...props, ...keepWidths(props.srcSet, props.src, sizing.widths) } : props;
  if (options.fetchPriority === 'high') preloadImage(trimmed);
  return stylesAsClasses(trimmed, Boolean(options.fill));
}

/**
 * A plain server-rendered `<img>` through the image optimiser: no client JavaScript and nothing to
 * hydrate, unlike next/image's `<Image>`.
 */
export function ShopImage(options: ShopImageOptions) {
  const { alt, ...props } = shopImageProps(options);
  // eslint-disable-next-line @next/next/no-img-element -- the optimiser's srcset, from getImageProps
  return <img alt={alt} {...props} />;
}
