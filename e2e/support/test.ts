import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

// Specs import `test`, `expect` and the types from here instead of @playwright/test.
export * from '@playwright/test';

/** Chromium's console wording for a blocked load, inline script or style, frame, connection or form. */
const VIOLATION = /Content[- ]Security[- ]Policy|Refused to/i;

/**
 * Reports every violation the page sees as a console error too, including those of frames and the ones
 * Chromium does not log itself (a violation event is fired for each).
 */
function reportViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    console.error(
      `Content Security Policy violation: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} on ${e.documentURI}`,
    );
  });
}

type ReadOptions = Parameters<APIRequestContext['get']>[1];

/**
 * The tests' API client with its reads retried after a connection reset. A server closes an idle
 * keep-alive connection (Node after 5 s), and a request sent on it at that moment fails with ECONNRESET
 * before the server has read it (once in CI: GET /api/v1/product/filter). Browsers retry an idempotent
 * request that failed so on a reused connection; Playwright's client does only when told (`maxRetries`).
 * Writes are not retried.
 */
function retryingReads(request: APIRequestContext): APIRequestContext {
  const read = (method: 'get' | 'head') => (url: string, options?: ReadOptions) =>
    request[method](url, { maxRetries: 2, ...options });
  const reads = { get: read('get'), head: read('head') };
  return new Proxy(request, {
    get(target, prop) {
      if (prop === 'get' || prop === 'head') return reads[prop];
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * Every browser test runs with the shop's Content-Security-Policy on and fails after it ends when any page
 * of any of its browser contexts (the test's own and those it opens with browser.newContext) logged a
 * violation or threw one.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  request: async ({ request }, provide) => {
    await provide(retryingReads(request));
  },
  cspViolations: [
    async ({ browser, context }, use) => {
      const found: string[] = [];
      const watchPage = (page: Page) => {
        page.on('console', (msg) => {
          if (VIOLATION.test(msg.text())) found.push(`${page.url()}: ${msg.text()}`);
        });
        page.on('pageerror', (err) => {
          if (VIOLATION.test(err.message)) found.push(`${page.url()}: ${err.message}`);
        });
      };
      const watchContext = async (ctx: BrowserContext) => {
        ctx.pages().forEach(watchPage);
        ctx.on('page', watchPage);
        await ctx.addInitScript(reportViolations);
      };
      await watchContext(context);
      const onContext = (ctx: BrowserContext) => void watchContext(ctx).catch(() => {});
      browser.on('context', onContext);
      await use(found);
      browser.off('context', onContext);
      expect(found, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
