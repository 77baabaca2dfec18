// @ts-check
// The widths the shop's images come in: next.config.mjs gives them to next/image (which picks each image's
// srcset from them, components/ui/image-layouts.ts), and the CMS's image sizes (cms/src/routes/image-sizes.ts)
// makes only these, so a bucket-free host serves exactly the URLs the pages name and nothing else.
// Plain JavaScript, so next.config.mjs can import it.

/** Layout widths of full-width images (banners, the product photo on phones). */
export const DEVICE_WIDTHS = Object.freeze([640, 750, 1080, 1280, 1920]);
/** Widths of the smaller images: icons, category circles, cart lines, product cards. */
export const SMALL_IMAGE_WIDTHS = Object.freeze([96, 160, 320, 384]);
/** Every width an image URL may name. */
export const IMAGE_WIDTHS = Object.freeze([...SMALL_IMAGE_WIDTHS, ...DEVICE_WIDTHS]);
/** next/image's default quality, the only one the short image URLs stand for. */
export const IMAGE_QUALITY = 75;
