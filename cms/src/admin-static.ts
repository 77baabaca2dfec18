import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { consoleAsset } from './admin-static-assets';

/** Where `npm run build:admin` (vite build) puts the console. */
export const ADMIN_DIST_DIR = fileURLToPath(new URL('../../admin/dist', import.meta.url));

/**
 * The console's page policy. Scripts only from here; MUI's emotion adds <style> elements at run time, so
 * styles are allowed inline; images may come from the CMS's public address (uploads), `data:` (the setup
 * page's QR code) and `blob:` (the preview of an image about to be uploaded).
 */
function contentSecurityPolicy(publicUrl: string): string {
  const images = new URL(publicUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' ${images} data: blob:`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const notBuilt = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Console not built</title></head>
<body><h1>The console has not been built</h1>
<p>Run <code>npm run build:admin</code> (or <code>npm run shop</code>, which builds it) and reload this page.</p>
</body></html>`;

/**
 * Serves the built console at /admin: its hashed assets cached for a year, each in the smallest encoding
 * the browser accepts (admin-static-assets.ts), and index.html never cached, so a new build reaches every
 * owner at their next load. Any other path under /admin is the app's own
 * (it routes by the URL's hash), so it gets index.html too; a missing asset is a plain 404.
 */
export function adminConsole({
  publicUrl,
  distDir = ADMIN_DIST_DIR,
}: {
  publicUrl: string;
  distDir?: string;
}) {
  const app = new Hono();
  const csp = contentSecurityPolicy(publicUrl);

  app.get('/assets/:name', consoleAsset(distDir));
  app.get('/assets/*', (c) => c.text('Not found', 404));

  const index = async (c: Context) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', csp);
    const html = await readFile(path.join(distDir, 'index.html'), 'utf8').catch(() => null);
    if (html === null) return c.html(notBuilt, 503, { 'Retry-After': '30' });
    return c.html(html);
  };
  app.get('/', index);
  app.get('/*', index);
  return app;
}
