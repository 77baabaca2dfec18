import { Hono } from 'hono';
import type { AppDeps } from '../deps';

/** Filled in by the accounts, orders and payments work (issue 3). */
export function paymentRoutes(_deps: AppDeps) {
  return new Hono();
}
