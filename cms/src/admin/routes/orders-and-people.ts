import { Hono } from 'hono';
import type { AppDeps } from '../../deps';
import type { AdminEnv } from '../env';
import { dashboardRoutes } from './dashboard';
import { orderRoutes } from './orders';
import { peopleRoutes } from './people';

/** The console's part 2: orders and their operations, customers, messages, subscribers and the dashboard. */
export function consoleRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.route('/', orderRoutes(deps));
  app.route('/', peopleRoutes(deps));
  app.route('/', dashboardRoutes(deps));
  return app;
}
