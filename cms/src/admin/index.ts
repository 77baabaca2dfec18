import { CONSOLE_MSG } from '@common/messages';
import { Hono } from 'hono';
import { ADMIN_JSON_MAX_BYTES, CSV_MAX_BYTES, UPLOAD_MAX_BYTES } from '@common/constants';
import type { AppDeps } from '../deps';
import { limitBody } from '../lib/body-limit';
import { failure, HttpError } from '../lib/http';
import { adminLimits } from './limits';
import { authRoutes } from './routes/auth';
import type { AdminEnv } from './env';
import { requireStaff, sameOriginOnly, withClient } from './guard';
import { ownerCommandRoute } from './routes/owner';
import { protectedRoutes } from './routes/protected';
import { staffSessionStore } from './services/sessions';

/** JSON bodies of the console (a rich-text page is the largest). */
/** Room for the multipart envelope around a 10 MB image. */
const MULTIPART_OVERHEAD = 64 * 1024;
const UPLOAD_PATH = /\/uploads$/;
const CSV_PATH = /\/products\/import$/;

/** Everything under /api/admin: the owner's console API (tools/console-api-contract.md). */
export function adminRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const sessions = staffSessionStore(deps);
  const limits = adminLimits(deps);
  const large = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD;
  const jsonLimit = limitBody(ADMIN_JSON_MAX_BYTES, 10 * 1024 * 1024, (c) =>
    failure(c, new HttpError(413, CONSOLE_MSG.list.bodyTooLarge)),
  );
  const uploadLimit = limitBody(large, 2 * large, (c) =>
    failure(c, new HttpError(413, CONSOLE_MSG.uploads.fileTooLarge)),
  );
  // A CSV is the body itself, with no envelope: CSV_MAX_BYTES is the cap to the byte.
  const csvLimit = limitBody(CSV_MAX_BYTES, 2 * CSV_MAX_BYTES, (c) =>
    failure(c, new HttpError(413, CONSOLE_MSG.csv.tooLarge)),
  );

  app.use('*', (c, next) => {
    if (CSV_PATH.test(c.req.path)) return csvLimit(c, next);
    return UPLOAD_PATH.test(c.req.path) ? uploadLimit(c, next) : jsonLimit(c, next);
  });
  app.use('*', withClient(deps));
  app.use('*', sameOriginOnly(deps));
  // The console's pages are served elsewhere; nothing here is for a cache to keep.
  app.use('*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/', ownerCommandRoute(deps));
  app.route('/', authRoutes(deps, sessions, limits));
  app.use('*', requireStaff(sessions));
  app.route('/', protectedRoutes(deps, sessions));
  return app;
}
