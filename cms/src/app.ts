import { sql } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import { adminConsole } from './admin-static';
import { adminRoutes } from './admin';
import { serveConsoleUploads } from './admin/services/uploads';
import { MAX_BODY_BYTES } from '@common/constants';
import { CMS_MSG, MSG } from '@common/messages';
import type { AppDeps } from './deps';
import { limitBody } from './lib/body-limit';
import { HttpError, failure } from './lib/http';
import { afterSaleRoutes } from './routes/after-sale';
import { catalogueRoutes } from './routes/catalogue';
import { contentRoutes } from './routes/content';
import { imageSizes, loadThrough } from './routes/image-sizes';
import { orderRoutes } from './routes/orders';
import { promotionRoutes } from './routes/promotions';
import { paymentRoutes } from './routes/payments';
import { reviewRoutes } from './routes/reviews';
import { userRoutes } from './routes/users';

/** How much of a body over the limit is read (and thrown away) so the client gets the 413 answer. */
export const MAX_DISCARDED_BODY_BYTES = 10 * 1024 * 1024;

/** Builds the whole CMS API; tests call `app.request()` on it without opening a port. */
export function createApp(deps: AppDeps) {
  const app = new Hono();

  app.use(
    '*',
    secureHeaders({
      crossOriginResourcePolicy: 'cross-origin',
      // JSON answers (and images) never need to load or run anything, nor be framed. The test processor's
      // HTML page sets its own policy (routes/payments.ts), which `overwrite: false` keeps.
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      overwrite: false,
    }),
  );
  const fromStorefront = storefrontCors(deps.config.storefrontOrigin);
  // The console's API is same-origin only: no page of the storefront's origin may read it.
  app.use('*', (c, next) => (c.req.path.startsWith('/api/admin') ? next() : fromStorefront(c, next)));

  app.onError((err, c) => {
    if (err instanceof HttpError) return failure(c, err);
    // Hono's own middleware (csrf, cookies) throws these for bad requests: a 4xx, never a 500.
    if (err instanceof HTTPException && err.status < 500)
      return failure(c, new HttpError(err.status, err.message || 'Bad request'));
    console.error('[cms] unexpected error on', c.req.method, c.req.path, err);
    return failure(c, new HttpError(500, CMS_MSG.request.serverError));
  });
  app.notFound((c) => failure(c, new HttpError(404, CMS_MSG.request.notFound)));

  // A load balancer sends traffic only to an instance whose database answers.
  app.get('/health', async (c) => {
    try {
      await deps.db.execute(sql`select 1`);
      return c.json({ status: true });
    } catch {
      return failure(c, new HttpError(503, CMS_MSG.request.databaseDown));
    }
  });

  // Console uploads live in the database (ADR 0041), so any instance serves them.
  app.get('/uploads/console/:name', serveConsoleUploads(deps));
  // Images never change under one name, so browsers and the storefront's image optimiser keep them a year.
  app.use(
    '/uploads/*',
    async (c, next) => {
      await next();
      if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: deps.config.dataDir }),
  );

  // The uploads at the widths the pages name, for hosts without an image optimiser (ADR 0075).
  app.get('/img/:width/*', imageSizes(loadThrough((path) => app.request(path))));

  app.route('/admin', adminConsole({ publicUrl: deps.config.publicUrl }));

  app.route('/api/v1', publicApi(deps));
  // The owner's console API: same origin as the console at /admin, so no CORS (cors above is for /api/v1).
  app.route('/api/admin', adminRoutes(deps));

  return app;
}

/**
 * CORS for the storefront's origin. Preflights are hono's `cors`. A request itself gets the two headers
 * `cors` would give it, set before its handler runs: `cors` sets them on `c.res` and appends `Vary` once
 * the handler has answered, and on @hono/node-server either one turns every answer from a string into a
 * web stream that is then piped to the socket (issue #42; docs/adr/0105-cors-headers-before-the-handler.md).
 */
function storefrontCors(origin: string): MiddlewareHandler {
  const preflight = cors({
    origin,
    allowHeaders: ['Content-Type', 'Authorization'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    maxAge: 600,
  });
  return (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    if (c.req.header('origin') === origin) c.header('Access-Control-Allow-Origin', origin);
    c.header('Vary', 'Origin', { append: true });
    return next();
  };
}

/** The storefront's API, mounted at /api/v1: the contract of ../shared/cms-api.md. */
function publicApi(deps: AppDeps) {
  const api = new Hono();
  api.use(
    '*',
    limitBody(MAX_BODY_BYTES, MAX_DISCARDED_BODY_BYTES, (c) =>
      failure(c, new HttpError(413, MSG.bodyTooLarge)),
    ),
  );
  api.route('/', catalogueRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', userRoutes(deps));
  // Before orderRoutes, whose `/order/:action` would take /order/cancel and /order/return.
  api.route('/', afterSaleRoutes(deps));
  api.route('/', orderRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', reviewRoutes(deps));
  api.route('/', promotionRoutes(deps));
  return api;
}
