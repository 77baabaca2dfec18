import { Hono } from 'hono';
import { reviewRequestSchema, reviewsQuerySchema } from '@common/contract';
import { REVIEW_MSG } from '@common/messages';
import type { AppDeps } from '../deps';
import { clientAddress } from '../lib/client-address';
import { HttpError, jsonBody, queryOf } from '../lib/http';
import { databaseStore } from '../services/rate-limits';
import { createReviewLimits } from '../services/reviews/limits';
import { reviewShop } from '../services/reviews/shop';
import { requireUser } from '../services/sessions';

/** Product reviews (contract: "Promotions, cancellations, returns and reviews"; issue 41). */
export function reviewRoutes(deps: AppDeps) {
  const shop = reviewShop(deps, createReviewLimits(databaseStore(deps.db)));
  const app = new Hono();

  app.post('/product/review', async (c) => {
    const { user } = await requireUser(c, deps);
    const input = await jsonBody(c, reviewRequestSchema);
    await shop.submit(user.id, input, clientAddress(c, deps.config));
    return c.json({ status: true, message: REVIEW_MSG.saved });
  });

  // This project's extension: what /profile/myreview lists.
  app.get('/product/review/mine', async (c) => {
    const { user } = await requireUser(c, deps);
    return c.json({ status: true, data: { items: await shop.mine(user.id) } });
  });

  app.get('/product/:slug/reviews', async (c) => {
    const { page } = queryOf(c, reviewsQuerySchema, { formatIsType: true });
    const data = await shop.published(c.req.param('slug'), page);
    if (!data) throw new HttpError(404, REVIEW_MSG.productNotFound);
    return c.json({ status: true, data });
  });

  return app;
}
