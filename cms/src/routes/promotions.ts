import { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { loadShopSettings } from '../services/promotions/settings';
import { vouchersOf } from '../services/promotions/vouchers';
import { requireUser } from '../services/sessions';

/** Issue 40's shopper-facing reads: the shipping rule the owner set, and the customer's vouchers. */
export function promotionRoutes(deps: AppDeps) {
  const app = new Hono();

  app.get('/settings/shipping', async (c) => {
    const s = await loadShopSettings(deps.db);
    return c.json({
      status: true,
      data: { shipping_cents: s.shippingCents, free_shipping_threshold_cents: s.freeShippingThresholdCents },
    });
  });

  app.get('/user/vouchers', async (c) => {
    const { user } = await requireUser(c, deps);
    return c.json({ status: true, data: { vouchers: await vouchersOf(deps.db, user.id, deps.now()) } });
  });

  return app;
}
