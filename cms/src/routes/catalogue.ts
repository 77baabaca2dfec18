import { Hono } from 'hono';
import { filterQuerySchema, homeListQuerySchema, idsQuerySchema, suggestQuerySchema } from '@common/contract';
import { CMS_MSG } from '@common/messages';
import type { AppDeps } from '../deps';
import { HttpError, queryOf } from '../lib/http';
import { catalogue } from '../services/catalogue';

/** Categories and products (contract: "Catalogue and content"). */
export function catalogueRoutes(deps: AppDeps) {
  const shop = catalogue(deps);
  const app = new Hono();

  app.get('/category/getFeature', async (c) =>
    c.json({ status: true, data: await shop.featuredCategories() }),
  );

  app.get('/product/getFeature', async (c) => {
    const { limit } = queryOf(c, homeListQuerySchema);
    return c.json({ status: true, products: { data: await shop.featuredProducts(limit) } });
  });

  app.get('/product/getOffer', async (c) => {
    const { limit } = queryOf(c, homeListQuerySchema);
    return c.json({ status: true, products: { data: await shop.offerProducts(limit) } });
  });

  app.get('/product/get-all-ids', async (c) => {
    // `ids=a,b` is not a list of numbers at all: malformed (400), not a broken rule.
    const { ids } = queryOf(c, idsQuerySchema, { formatIsType: true });
    return c.json({ status: true, data: { data: await shop.byIds(ids) } });
  });

  app.get('/product/get/:slug', async (c) => {
    const product = await shop.bySlug(c.req.param('slug'));
    if (!product) throw new HttpError(404, CMS_MSG.catalogue.productNotFound);
    return c.json({ status: true, data: { product } });
  });

  app.get('/product/getSimilarProducts/:slug', async (c) => {
    const similarProducts = await shop.similar(c.req.param('slug'));
    if (!similarProducts) throw new HttpError(404, CMS_MSG.catalogue.productNotFound);
    return c.json({ status: true, data: { similarProducts } });
  });

  app.get('/product/filter', async (c) =>
    c.json({ status: true, ...(await shop.filter(queryOf(c, filterQuerySchema))) }),
  );

  // Suggestions as the shopper types (this project's extension of the contract, see README).
  app.get('/product/suggest', async (c) => {
    const { q, limit } = queryOf(c, suggestQuerySchema);
    return c.json({ status: true, data: await shop.suggest(q, limit) });
  });

  return app;
}
