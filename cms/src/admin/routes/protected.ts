import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import { consoleRoutes } from './orders-and-people';
import { contentResourceRoutes, pageRoutes } from './content';
import { csvRoutes } from './csv';
import type { AdminEnv } from '../env';
import { productRoutes } from './products';
import { reviewAdminRoutes } from './reviews';
import { promotionRoutes } from './promotions';
import { returnRoutes } from './returns';
import type { StaffSessionStore } from '../services/sessions';
import { auditRoutes, staffRoutes } from './staff';
import { uploadRoutes } from '../services/uploads';

/** The console's resources; every route here runs behind requireStaff. */
export function protectedRoutes(deps: AppDeps, sessions: StaffSessionStore) {
  const app = new Hono<AdminEnv>();
  // Before products/:id, so export.csv and import are not taken for ids.
  app.route('/', csvRoutes(deps));
  app.route('/', productRoutes(deps));
  app.route('/', uploadRoutes(deps));
  app.route('/', contentResourceRoutes(deps));
  app.route('/', pageRoutes(deps));
  app.route('/', staffRoutes(deps, sessions));
  app.route('/', auditRoutes(deps));
  app.route('/', consoleRoutes(deps));
  app.route('/', reviewAdminRoutes(deps));
  app.route('/', promotionRoutes(deps));
  app.route('/', returnRoutes(deps));
  return app;
}
