import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the database is served through an allowlist, so a stored `<script>` or `onerror=` never
 * reaches a shopper, whoever wrote it into the CMS.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'a',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

/**
 * Sanitising costs tens of microseconds per text, and a product list serves the same texts on every request
 * (10,000 products would spend most of a second here), so results are remembered. Least recently used texts
 * go first once the cache holds more than this many characters (input plus output).
 */
export const SANITIZE_CACHE_CHAR_BUDGET = 16_000_000;
const cache = new Map<string, string>();
let cachedChars = 0;

function remember(html: string, clean: string) {
  const size = html.length + clean.length;
  if (size > SANITIZE_CACHE_CHAR_BUDGET) return;
  cache.set(html, clean);
  cachedChars += size;
  for (const [oldHtml, oldClean] of cache) {
    if (cachedChars <= SANITIZE_CACHE_CHAR_BUDGET) break;
    cache.delete(oldHtml);
    cachedChars -= oldHtml.length + oldClean.length;
  }
}

/** How many characters the cache holds now; for tests of its bound. */
export function sanitizeCacheChars(): number {
  return cachedChars;
}

export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  const known = cache.get(html);
  if (known !== undefined) {
    // Re-inserting moves the text to the end of the map's order: most recently used.
    cache.delete(html);
    cache.set(html, known);
    return known;
  }
  const clean = sanitizeHtml(html, options);
  remember(html, clean);
  return clean;
}
