// A page's stylesheets as the CSS its first paint needs, inlined, instead of render-blocking links.
//
// A page that links its stylesheet cannot be drawn until the stylesheet has arrived, and in headless
// Chromium the first frame of such a page was often presented a second late (bench/README.md, "late
// first frame"): a copy of the product page with its CSS inlined was late in 1 of 20 Lighthouse runs,
// linked in 17 of 27. Inlining all of it would put the home page well over its HTML budget, and Next's
// own `experimental.inlineCss` writes it twice (in a <style> and again in the RSC payload). So only the
// rules that match an element of the page are inlined (Beasties decides which, as Angular's and Nuxt's
// builds do), and the links go into <noscript>. When the page hydrates, React finds its stylesheets
// missing (they are in the RSC payload) and adds them, so the rest of the CSS (hover and open states,
// what client navigation shows) arrives without holding up the first paint.
//
// React would hold the hydrated page back until those stylesheets have loaded, and drop a tap made
// meanwhile. It does not wait for a stylesheet the server's HTML already preloads, so each link also
// leaves a `<link rel="preload" as="style" media="not all">`: React takes it as that preload, and the
// browser, for which the media never matches, fetches nothing early. A real preload would have the
// stylesheets compete with the page's image and scripts before the first paint (Lighthouse's simulated
// first paint 0.2 s later); fetched when React adds them, they arrive after it.
//
// Beasties parses the stylesheets and matches every selector against the page: a sixth of the CPU a
// product page cost on its first render (storefront CPU per cold product page, 10,000 products, measured
// side by side: 67 ms without the cache below, 56 ms with it). Pages of one template mostly differ only in
// text, URLs and labels, which no selector of the shop's CSS reads, so the critical CSS is kept per page
// skeleton: the page with those taken out (`skeletonOf`). Two pages with one skeleton have the same
// elements, classes and nesting, so Beasties would pick the same rules for both.
import { createHash } from 'node:crypto';
import Beasties from 'beasties';
import { createByteLru } from './byte-lru.mjs';

/** The stylesheet links Next writes into a page's head. */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]*)"\/>/g;
/** Beasties' merged critical CSS, which it puts just before the first link. */
const CRITICAL_STYLE = /<style>([\s\S]*?)<\/style><link rel="stylesheet"/;
/** Memory for the critical CSS of page skeletons; a product page's is about 26 KB. */
const SKELETON_CACHE_BYTES = 4 * 1024 * 1024;

/**
 * Attributes whose values differ from page to page and that the shop's CSS selects by presence only, if at
 * all (preflight's `[title]`): their values are left out of a skeleton. `class`, `type`, `hidden`, `disabled`,
 * `data-*` and `aria-*` states keep theirs, which selectors and Tailwind's variants read. The test checks
 * that no CSS file or class name of the shop selects one of these by its value.
 */
export const VALUE_FREE_ATTRIBUTES = [
  'href',
  'src',
  'srcset',
  'sizes',
  'imagesrcset',
  'imagesizes',
  'alt',
  'content',
  'title',
  'aria-label',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'id',
  'for',
  'style',
  'value',
  'name',
  'placeholder',
  'width',
  'height',
  'datetime',
];
const VALUE_FREE = new RegExp(`\\s(${VALUE_FREE_ATTRIBUTES.join('|')})="[^"]*"`, 'gi');

/**
 * What of a page its critical CSS depends on: its elements, their attributes and their nesting. Scripts'
 * and styles' contents and comments go; each text becomes one character, so `:empty` still tells an
 * element with text from one without.
 * @param {string} html
 */
export function skeletonOf(html) {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '<$1>')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/>[^<]+</g, '>x<')
    .replace(VALUE_FREE, ' $1');
}

/**
 * @param {{ distDir: string, log?: (message: string) => void }} options `distDir`: the build folder,
 *   whose `static` folder is served under /_next/static/.
 */
export function createCriticalCss({ distDir, log = console.error }) {
  const beasties = new Beasties({
    path: distDir,
    publicPath: '/_next/',
    // Beasties only picks the rules; the page itself is changed below, so nothing else in it moves.
    preload: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    logger: { warn: log, error: log },
  });
  /** @type {ReturnType<typeof createByteLru<string>>} */
  const bySkeleton = createByteLru(SKELETON_CACHE_BYTES);

  /** The critical CSS of `html`, from an earlier page with its skeleton when there was one. */
  async function criticalCss(/** @type {string} */ html, /** @type {string[]} */ links) {
    const key = createHash('sha1').update(links.join('')).update(skeletonOf(html)).digest('base64');
    const known = bySkeleton.get(key);
    if (known !== undefined) return known;
    const css = (await beasties.process(html)).match(CRITICAL_STYLE)?.[1];
    // Not kept when Beasties found nothing: a stylesheet that could not be read is tried again next time.
    if (css) bySkeleton.set(key, css, css.length);
    return css;
  }

  /**
   * The page with its critical CSS in one <style> where its first stylesheet link was; the page as it
   * was when it links no stylesheet or its CSS cannot be read.
   * @param {string} html
   */
  async function inline(html) {
    const links = html.match(STYLESHEET_LINK);
    if (!links) return html;
    const css = await criticalCss(html, links);
    if (!css) return html;
    let first = true;
    return html.replace(STYLESHEET_LINK, (link, href, precedence) => {
      const fallback = `<link rel="preload" as="style" href="${href}" media="not all"/><noscript>${link}</noscript>`;
      if (!first) return fallback;
      first = false;
      // With the links' precedence, React puts the stylesheets it adds after this <style>, not before it:
      // each rule then comes last in its full stylesheet, where its order among the rest is right (from
      // before it, `.hidden` here would beat `.md:flex` there).
      return `<style data-precedence="${precedence}">${css}</style>${fallback}`;
    });
  }

  return { inline, cached: () => bySkeleton.size() };
}
