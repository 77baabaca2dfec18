import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import type { AdminEnv } from './env';
import { productRoutes } from './product-routes';
import type { StaffSessionStore } from './sessions';

/** The console's resources; every route here runs behind requireStaff. */
export function protectedRoutes(deps: AppDeps, _sessions: StaffSessionStore) {
  const app = new Hono<AdminEnv>();
  app.route('/', productRoutes(deps));
  return app;
}
