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
import Beasties from 'beasties';

/** The stylesheet links Next writes into a page's head. */
const STYLESHEET_LINK =
  /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]*)"\/>/g;
/** Beasties' merged critical CSS, which it puts just before the first link. */
const CRITICAL_STYLE = /<style>([\s\S]*?)<\/style><link rel="stylesheet"/;

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

  /**
   * The page with its critical CSS in one <style> where its first stylesheet link was; the page as it
   * was when it links no stylesheet or its CSS cannot be read.
   * @param {string} html
   */
  async function inline(html) {
    const links = html.match(STYLESHEET_LINK);
    if (!links) return html;
    const css = (await beasties.process(html)).match(CRITICAL_STYLE)?.[1];
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

  return { inline };
}
