import { CMS_MSG } from '@common/messages';
import { formBody } from '../body';
import { Hono } from 'hono';
import { adminProductSchema, adminStockSchema } from '@common/contract/admin';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http';
import { audit } from '../services/audit';
import type { AdminEnv } from '../env';
import { listQuery, pathId, setContentRange } from '../services/list-query';
import { editReach, productService, purgeProducts } from '../services/products';

/** /products: the ra-data-simple-rest resource, archive/restore, bulk stock (CSV lives in csv-routes.ts). */
export function productRoutes(deps: AppDeps) {
  const app = new Hono<AdminEnv>();
  const svc = productService(deps);

  app.get('/products', async (c) => {
    const q = listQuery(c);
    const { rows, total } = await svc.list(q);
    setContentRange(c, 'products', q.range.offset, rows.length, total);
    return c.json(rows);
  });

  app.get('/products/:id{[0-9]+}', async (c) => {
    const product = await svc.one(pathId(c));
    if (!product) throw new HttpError(404, CMS_MSG.request.notFound);
    return c.json(product);
  });

  app.post('/products', async (c) => {
    const input = await formBody(c, adminProductSchema);
    const product = await svc.create(input);
    await audit(deps.db, c.get('actor'), deps.now(), {
      action: 'product.create',
      entity: 'product',
      entityId: product.id,
      label: product.name,
      after: product,
    });
    purgeProducts(deps, [product.slug]);
    return c.json(product, 201);
  });

  app.put('/products/:id{[0-9]+}', async (c) => {
    const id = pathId(c);
    const input = await formBody(c, adminProductSchema);
    const { before, after } = await svc.update(id, input);
    await audit(deps.db, c.get('actor'), deps.now(), {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      label: after.name,
      before,
      after,
    });
    purgeProducts(deps, [before.slug, after.slug], editReach(before, after));
    return c.json(after);
  });

  lifecycleRoutes(app, deps, svc);

  app.post('/products/stock', async (c) => {
    const { items } = await formBody(c, adminStockSchema);
    const changed = await svc.setStock(items, c.get('actor'));
    // No list is chosen or sorted by stock: only the products' own entries change.
    purgeProducts(
      deps,
      changed.map((r) => r.slug),
      'own',
    );
    return c.json({ updated: changed.length });
  });

  return app;
}

/** Archive and Restore (each other's undo) and Delete for good (ADR 0046), each audited. */
function lifecycleRoutes(app: Hono<AdminEnv>, deps: AppDeps, svc: ReturnType<typeof productService>) {
  // Archive and Restore: hidden from the shop and back, always allowed, undone by each other.
  for (const [verb, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(`/products/:id{[0-9]+}/${verb}`, async (c) => {
      const id = pathId(c);
      const { before, after } = await svc.setArchived(id, archived);
      await audit(deps.db, c.get('actor'), deps.now(), {
        action: `product.${verb}`,
        entity: 'product',
        entityId: id,
        label: after.name,
        before,
        after,
      });
      purgeProducts(deps, [after.slug]);
      return c.json(after);
    });
  }

  // Delete is for good, and refused (409) for a product an order refers to.
  app.delete('/products/:id{[0-9]+}', async (c) => {
    const id = pathId(c);
    const { before } = await svc.remove(id);
    await audit(deps.db, c.get('actor'), deps.now(), {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      label: before.name,
      before,
    });
    purgeProducts(deps, [before.slug]);
    return c.json(before);
  });
}
