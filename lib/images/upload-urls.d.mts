/** Types of upload-urls.mjs (plain JavaScript so next.config.mjs can import it; allowJs is off). */
export function uploadImageRewrite(): { source: string; destination: string };
export function hasShortUrl(src: unknown, quality?: unknown): src is string;
export function uploadImageUrl(image: { src: string; width: number }): string;
