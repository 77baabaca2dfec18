// The storefront server's critical CSS. A node:test file: Beasties' parsers are ES modules that jest's
// CommonJS runtime cannot load.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { createCriticalCss, skeletonOf, VALUE_FREE_ATTRIBUTES } from './critical-css.mjs';

const distDir = mkdtempSync(path.join(tmpdir(), 'critical-css-'));
after(() => rmSync(distDir, { recursive: true, force: true }));
mkdirSync(path.join(distDir, 'static/chunks'), { recursive: true });
writeFileSync(
  path.join(distDir, 'static/chunks/main.css'),
  '.card{color:red}.drawer-open{color:blue}@media (min-width:700px){.card{color:green}}',
);
writeFileSync(path.join(distDir, 'static/chunks/route.css'), '.price{font-weight:700}');

const link = (name) =>
  `<link rel="stylesheet" href="/_next/static/chunks/${name}.css" data-precedence="next"/>`;
const page = (head) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<script src="/_next/static/chunks/a.js" async=""></script></head>` +
  `<body><article class="card"><p class="price">$1.00</p></article><!-- --><script>self.__next_f.push([1,"a\\u003cb"])</script></body></html>`;

describe('critical CSS', () => {
  const { inline } = createCriticalCss({ distDir, log: () => {} });

  it("inlines the rules the page's elements match, once, where its first stylesheet was", async () => {
    const out = await inline(page(link('main') + link('route')));
    const style = out.match(/<style data-precedence="next">(.*?)<\/style>/)?.[1] ?? '';
    assert.match(style, /\.card\{color:red\}/);
    assert.match(style, /@media \(min-width:700px\)\{\.card\{color:green\}\}/);
    assert.match(style, /\.price\{font-weight:700\}/);
    assert.doesNotMatch(style, /drawer-open/);
    assert.equal(out.match(/<style/g)?.length, 1);
    assert.ok(out.indexOf('<style') < out.indexOf('<script'), 'the CSS comes before the scripts');
  });

  it('leaves no stylesheet blocking the paint, only links for browsers without JavaScript', async () => {
    const out = await inline(page(link('main') + link('route')));
    assert.doesNotMatch(out.replace(/<noscript>.*?<\/noscript>/g, ''), /<link rel="stylesheet"/);
    assert.ok(out.includes(`<noscript>${link('main')}</noscript>`));
    assert.ok(out.includes(`<noscript>${link('route')}</noscript>`));
  });

  it('marks each stylesheet as preloaded, for a media no browser matches', async () => {
    const out = await inline(page(link('main') + link('route')));
    const preloads = [...out.matchAll(/<link rel="preload" as="style" href="([^"]+)" media="not all"\/>/g)];
    assert.deepEqual(
      preloads.map((m) => m[1]),
      ['/_next/static/chunks/main.css', '/_next/static/chunks/route.css'],
    );
  });

  it('changes nothing else in the page', async () => {
    const html = page(link('main'));
    const out = await inline(html);
    const css = out.match(/<style[^>]*>.*?<\/style>/)?.[0] ?? '';
    const preload = '<link rel="preload" as="style" href="/_next/static/chunks/main.css" media="not all"/>';
    assert.equal(
      out.replace(css, '').replace(`${preload}<noscript>${link('main')}</noscript>`, link('main')),
      html,
    );
  });

  it('leaves a page without stylesheets, or whose stylesheet cannot be read, as it is', async () => {
    const bare = page('');
    assert.equal(await inline(bare), bare);
    const missing = page(link('gone'));
    assert.equal(await inline(missing), missing);
  });

  describe('kept per page skeleton', () => {
    const product = (name, href, extra = '') =>
      `<!DOCTYPE html><html><head>${link('main')}</head><body><article class="card" id="${name}">` +
      `<a href="${href}" title="${name}">${name}</a>${extra}</article><script>self.__next_f.push([1,"${name}"])</script></body></html>`;

    it('takes the CSS of an earlier page whose skeleton is the same', async () => {
      const { inline: inlineOnce, cached } = createCriticalCss({ distDir, log: () => {} });
      const first = await inlineOnce(product('Tulsi', '/product/tulsi'));
      const second = await inlineOnce(product('Rhododendron tea', '/product/rhododendron-tea'));
      assert.equal(cached().entries, 1);
      const css = (html) => html.match(/<style[^>]*>(.*?)<\/style>/)?.[1];
      assert.equal(css(second), css(first));
      assert.match(css(second) ?? '', /\.card\{color:red\}/);
    });

    it('works out again the CSS of a page with other elements or classes', async () => {
      const { inline: inlineOnce, cached } = createCriticalCss({ distDir, log: () => {} });
      await inlineOnce(product('Tulsi', '/product/tulsi'));
      const other = await inlineOnce(product('Tulsi', '/product/tulsi', '<p class="drawer-open">x</p>'));
      assert.equal(cached().entries, 2);
      assert.match(other, /\.drawer-open\{color:blue\}/);
    });

    it('tells an element with text from an empty one (:empty), and keeps the classes and states', () => {
      assert.notEqual(skeletonOf('<p class="a"></p>'), skeletonOf('<p class="a">Out of stock</p>'));
      assert.equal(skeletonOf('<p class="a">Tulsi</p>'), skeletonOf('<p class="a">Rhododendron tea</p>'));
      assert.notEqual(
        skeletonOf('<button class="b">Add</button>'),
        skeletonOf('<button class="b" disabled="">Add</button>'),
      );
      assert.notEqual(skeletonOf('<p class="a">x</p>'), skeletonOf('<p class="a b">x</p>'));
      assert.equal(
        skeletonOf('<img alt="A" src="/a.png" class="c"/>'),
        skeletonOf('<img alt="B" src="/b.png" class="c"/>'),
      );
    });

    it('is right only while no CSS of the shop selects by the values it leaves out', () => {
      // Tailwind's arbitrary variants (`[&[href^=http]]:…`) live in the components' class names and the
      // shop's own rules in its CSS files: none of them may read the value of an attribute the skeleton drops.
      const byValue = new RegExp(`\\[(${VALUE_FREE_ATTRIBUTES.join('|')})\\s*[~|^$*]?=`, 'i');
      const sources = ['app', 'components'].flatMap((dir) =>
        readdirSync(path.join(import.meta.dirname, '..', dir), { recursive: true })
          .map(String)
          .filter((f) => /\.(css|tsx?)$/.test(f))
          .map((f) => path.join(import.meta.dirname, '..', dir, f)),
      );
      assert.ok(sources.length > 20, 'the sources were found');
      const offenders = sources.filter((f) => byValue.test(readFileSync(f, 'utf8')));
      assert.deepEqual(offenders, []);
    });
  });
});
