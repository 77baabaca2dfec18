import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { LOW_STOCK_THRESHOLD } from '@common/constants';
import type { AppDeps } from '../../deps';
import { meta } from '../../db/schema';
import { dashboard } from '../services/reads';
import { audit } from '../services/audit';
import { formBody } from '../body';
import type { AdminEnv } from '../env';
import { requireOwner } from '../guard';

/** Where the owner's low-stock threshold is kept: one setting for every staff member's dashboard. */
const THRESHOLD_KEY = 'console.low_stock_threshold';
const MAX_THRESHOLD = 1_000_000;

const settingsBody = z.object({
  low_stock_threshold: z
    .number()
    .check(z.int(), z.minimum(0), z.maximum(MAX_THRESHOLD, `At most ${MAX_THRESHOLD}`)),
});

async function lowStockThreshold(deps: AppDeps): Promise<number> {
  const [row] = await deps.db.select().from(meta).where(eq(meta.key, THRESHOLD_KEY));
  const n = row ? Number(row.value) : NaN;
  return Number.isSafeInteger(n) ? n : LOW_STOCK_THRESHOLD;
}

/** GET /dashboard for every staff member; PUT /dashboard/settings (the low-stock threshold) for owners. */
export function dashboardRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  app.get('/dashboard', async (c) => {
    const figures = await dashboard(deps.db, deps.now(), await lowStockThreshold(deps));
    return c.json({ id: 'dashboard', ...figures });
  });
  app.get('/dashboard/settings', async (c) =>
    c.json({ id: 'settings', low_stock_threshold: await lowStockThreshold(deps) }),
  );
  app.put('/dashboard/settings', requireOwner, async (c) => {
    const { low_stock_threshold } = await formBody(c, settingsBody);
    const before = await lowStockThreshold(deps);
    await deps.db
      .insert(meta)
      .values({ key: THRESHOLD_KEY, value: String(low_stock_threshold) })
      .onConflictDoUpdate({ target: meta.key, set: { value: String(low_stock_threshold) } });
    await audit(deps.db, c.get('actor'), deps.now(), {
      action: 'dashboard.settings',
      entity: 'settings',
      label: 'Low-stock threshold',
      before: { low_stock_threshold: before },
      after: { low_stock_threshold },
    });
    return c.json({ id: 'settings', low_stock_threshold });
  });
  return app;
}
