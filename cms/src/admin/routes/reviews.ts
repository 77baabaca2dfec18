import { Hono } from 'hono';
import { adminReviewUpdateSchema } from '@common/contract';
import { REVIEW_MSG } from '@common/messages';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http';
import { notifyStorefront } from '../../services/revalidate';
import { productTags } from '../../services/stock';
import { formBody } from '../body';
import type { AdminEnv } from '../env';
import { audit } from '../services/audit';
import { listQuery, pathId, setContentRange } from '../services/list-query';
import { consoleReviews } from '../services/reviews';

/**
 * `/api/admin/reviews`: the owner's queue of customers' reviews. Publishing, hiding and replying are audited,
 * and a change the product page shows purges the product's tag, which listings showing it carry too.
 */
export function reviewAdminRoutes(deps: AppDeps) {
  const queue = consoleReviews(deps);
  const app = new Hono<AdminEnv>();

  app.get('/reviews', async (c) => {
    const q = listQuery(c);
    const { rows, total } = await queue.list(q);
    setContentRange(c, 'reviews', q.range.offset, rows.length, total);
    return c.json(rows);
  });

  app.get('/reviews/:id', async (c) => {
    const review = await queue.one(pathId(c));
    if (!review) throw new HttpError(404, REVIEW_MSG.reviewNotFound);
    return c.json(review);
  });

  app.put('/reviews/:id', async (c) => {
    const id = pathId(c);
    const input = await formBody(c, adminReviewUpdateSchema);
    const result = await queue.update(id, input);
    if (!result) throw new HttpError(404, REVIEW_MSG.reviewNotFound);
    const { before, after, pageChanged } = result;
    if (before.status !== after.status || before.reply !== after.reply) {
      await audit(deps.db, c.get('actor'), deps.now(), {
        action:
          before.status !== after.status
            ? `review.${after.status === 'published' ? 'publish' : after.status === 'hidden' ? 'hide' : 'unpublish'}`
            : 'review.reply',
        entity: 'review',
        entityId: id,
        label: `${after.product_name}: ${after.title}`,
        before: { status: before.status, reply: before.reply },
        after: { status: after.status, reply: after.reply },
      });
    }
    if (pageChanged) void notifyStorefront(deps.config, productTags([after.product_slug]));
    return c.json(after);
  });

  return app;
}
