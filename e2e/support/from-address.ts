import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { Page } from '@playwright/test';

/**
 * Requests to the storefront made from another loopback address (127.0.0.2, 127.0.0.3, …), as if from
 * different shoppers' machines: the storefront listens on every interface, and the socket's source address
 * is what it counts. The storefront's own host name stays in Host and Origin, as a browser sends them.
 */

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  raw: Buffer;
}

function base(): URL {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through playwright.config.ts');
  return new URL(url);
}

export function requestFrom(
  localAddress: string,
  method: string,
  path: string,
  { headers = {}, body }: { headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const site = base();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: Number(site.port),
        localAddress,
        method,
        path,
        headers: { host: site.host, ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString('utf8'), raw });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A JSON POST to the storefront's proxy (/api/v1/…) from `localAddress`, with the site's Origin. */
export function postFrom(
  localAddress: string,
  path: string,
  data: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return requestFrom(localAddress, 'POST', `/api/v1/${path}`, {
    headers: { 'content-type': 'application/json', origin: base().origin, ...headers },
    body: JSON.stringify(data),
  });
}

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * Sends the page's POSTs to the storefront (Server Actions: the contact and newsletter forms) from
 * `localAddress`, so the page acts as a shopper on that machine.
 */
export async function postsFrom(page: Page, localAddress: string): Promise<void> {
  const site = base();
  await page.route(
    (url) => url.origin === site.origin,
    async (route) => {
      const req = route.request();
      if (req.method() !== 'POST') return route.fallback();
      const headers = Object.fromEntries(
        Object.entries(await req.allHeaders()).filter(([name]) => !name.startsWith(':') && name !== 'host'),
      );
      const url = new URL(req.url());
      const answer = await requestFrom(localAddress, 'POST', `${url.pathname}${url.search}`, {
        headers,
        body: req.postDataBuffer() ?? undefined,
      });
      const replyHeaders: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined && !HOP_BY_HOP.has(name)) replyHeaders[name] = [value].flat().join(', ');
      }
      await route.fulfill({ status: answer.status, headers: replyHeaders, body: answer.raw });
    },
  );
}
