/**
 * How wide each kind of shop image is drawn, and which of the optimiser's widths (next.config.mjs
 * `images.deviceSizes`/`imageSizes`) its srcset offers. Next lists every configured width above a
 * threshold for any image with `sizes`; these lists keep only the ones a layout can use, from a
 * 1x desktop to a 3x phone (360–430 px wide, device pixel ratio 1.75–3).
 */
export interface ImageLayout {
  /** The `sizes` attribute: how wide the image is drawn at each viewport width. */
  sizes: string;
  /** The srcset's candidate widths, each one of the configured optimiser widths. */
  widths: readonly number[];
}

export const IMAGE_LAYOUTS = {
  /**
   * Product cards: 2 columns below 700 px, 4 from 700 px, 5 of 240 px in the 1280 px page. 384 covers a
   * 412 px phone at 1.75x (360 px) and 1x desktops and tablets; 640 the 3x phones and 2x screens.
   */
  productCard: {
    sizes: '(min-width: 1280px) 240px, (min-width: 700px) 25vw, 50vw',
    widths: [384, 640],
  },
  /**
   * The product page photo (1200x1800): the page's width on phones (750 for 412 px at 1.75x, 1280 for 3x),
   * 45% from 768 px, 480 px from 1024 px (640 at 1x, 1080 at 2x).
   */
  productPhoto: {
    sizes: '(min-width: 1024px) 480px, (min-width: 768px) 45vw, 100vw',
    widths: [384, 640, 750, 1080, 1280],
  },
  /**
   * Home banners (about 2000x490): 88% of a phone's width in the row (640 for 412 px at 1.75x, 1080 for
   * 3x), the page's width from 768 px, at most 1248 px (1920 at 2x).
   */
  banner: {
    sizes: '(min-width: 1280px) 1248px, (min-width: 768px) 100vw, 88vw',
    widths: [640, 1080, 1280, 1920],
  },
  /** A cart line's photo: 80 px, 96 px from 640 px (160 for 80 px at 2x, 320 for 3x and 96 px at 2x). */
  cartLine: {
    sizes: '(min-width: 640px) 96px, 80px',
    widths: [96, 160, 320],
  },
  /** The checkout summary's 56 px thumbnail (96 at 1x, 160 at 2x, 320 at 3x). */
  summaryLine: {
    sizes: '56px',
    widths: [96, 160, 320],
  },
} as const satisfies Record<string, ImageLayout>;

/**
 * The candidates of `srcSet` ("url 640w, url 750w, …") whose width is one of `widths`, and the largest of
 * them as `src` (what a browser without srcset support loads). Unchanged when none of them matches, so a
 * width missing from the configuration costs candidates, never the image.
 */
export function keepWidths(
  srcSet: string | undefined,
  src: string,
  widths: readonly number[],
): { srcSet: string | undefined; src: string } {
  if (!srcSet) return { srcSet, src };
  const candidates = srcSet.split(/,\s+/).map((candidate) => {
    const [url = '', descriptor = ''] = candidate.trim().split(/\s+/);
    return { url, width: /^\d+w$/.test(descriptor) ? Number(descriptor.slice(0, -1)) : NaN };
  });
  const kept = candidates.filter((c) => widths.includes(c.width)).sort((a, b) => a.width - b.width);
  if (kept.length === 0) return { srcSet, src };
  return {
    srcSet: kept.map((c) => `${c.url} ${c.width}w`).join(', '),
    src: kept[kept.length - 1]!.url,
  };
}
