// @ts-check
/**
 * OpenNext's revalidation queue (open-next.config.ts `override.queue`), where SQS would stand: a page
 * served stale is made again at once by this same function, through OpenNext's own internal fetch with
 * Next's revalidation headers (what OpenNext's `direct` queue does). Unlike `direct`, which takes https
 * for every host but `localhost`, a loopback address is reached over http, as the local stand-in for API
 * Gateway serves it (scripts/serverless/gateway.mjs).
 */

/**
 * @param {string} host e.g. `shop.example.com` or `127.0.0.1:46010`
 * @param {string} url the path and query
 */
export function revalidationUrl(host, url) {
  const name = host.replace(/:\d+$/, '');
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(name);
  return `${local ? 'http' : 'https'}://${host}${url}`;
}

const queue = {
  name: 'shop-in-process',
  /** @param {{ MessageBody: { host: string, url: string } }} message */
  async send(message) {
    const { host, url } = message.MessageBody;
    const { PrerenderManifest } = await import('@opennextjs/aws/adapters/config/index.js');
    const g = /** @type {any} */ (globalThis);
    await g.internalFetch(revalidationUrl(host, url), {
      method: 'HEAD',
      headers: {
        'x-prerender-revalidate': PrerenderManifest?.preview?.previewModeId ?? '',
        'x-isr': '1',
      },
    });
  },
};

export default queue;
