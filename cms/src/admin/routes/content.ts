import { CONSOLE_MSG, CMS_MSG } from '@common/messages';
import { formBody } from '../body';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  ADMIN_PAGE_IDS,
  adminBannerSchema,
  adminCategorySchema,
  adminChooseUsSchema,
  adminContactSchema,
  adminPageSchema,
  type AdminPageId,
} from '@common/contract/admin';
import type { AppDeps } from '../../deps';
import { banners, categories, chooseUs, contactPage, contentPages, products } from '../../db/schema';
import { HttpError } from '../../lib/http';
import { sanitizeRichText } from '../../lib/sanitize';
import { notifyStorefront } from '../../services/revalidate';
import { audit } from '../services/audit';
import type { AdminEnv } from '../env';
import { imageOut, resolveImage, uploadIdOf } from '../services/images';
import { setContentRange, slugify } from '../services/list-query';
import { simpleResourceRoutes } from './simple-resource';

type Row = Record<string, unknown>;
const str = (v: unknown) => String(v);
const imageFields = (publicUrl: string, image: unknown) => ({
  image: imageOut(publicUrl, (image as string | null) ?? null),
  image_upload_id: uploadIdOf((image as string | null) ?? null),
});

type ImageOf = (
  input: { image?: string | null; image_upload_id?: string | null },
  before: Row | null,
) => Promise<string>;

/** A record's image: required on create; kept as it was when an update says nothing about it. */
function imageOf({ db, config }: AppDeps): ImageOf {
  return async (input, before) => {
    const resolved = await resolveImage(db, config.publicUrl, input, null);
    if (resolved) return resolved;
    if (before) return str(before.image);
    throw new HttpError(422, CONSOLE_MSG.records.imageRequired, { image: CONSOLE_MSG.records.imageRequired });
  };
}

/** Categories; one that still has products cannot be deleted. */
function categoryRoutes(deps: AppDeps, image: ImageOf) {
  const { db, config } = deps;
  return simpleResourceRoutes(deps, {
    name: 'categories',
    entity: 'category',
    label: (r) => str(r.name),
    table: categories,
    schema: adminCategorySchema,
    sortable: { name: categories.name, slug: categories.slug, sort_order: categories.sortOrder },
    searchable: categories.name,
    values: async (input, before) => ({
      name: input.name,
      slug: input.slug || slugify(input.name, 'category'),
      image: await image(input, before),
      ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
    }),
    out: (r) => ({
      id: r.id,
      name: r.name,
      slug: r.slug,
      ...imageFields(config.publicUrl, r.image),
      sort_order: r.sortOrder,
    }),
    purgeTags: ['categories', 'products'],
    async beforeDelete(id) {
      const [used] = await db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.categoryId, id))
        .limit(1);
      if (used) throw new HttpError(409, CONSOLE_MSG.records.categoryInUse);
    },
  });
}

/** The home page's banners. */
function bannerRoutes(deps: AppDeps, image: ImageOf) {
  const { config } = deps;
  return simpleResourceRoutes(deps, {
    name: 'banners',
    entity: 'banner',
    table: banners,
    schema: adminBannerSchema,
    sortable: { sort_order: banners.sortOrder, status: banners.status },
    values: async (input, before) => ({
      image: await image(input, before),
      ...(input.status === undefined ? {} : { status: input.status }),
      ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
    }),
    out: (r) => ({
      id: r.id,
      ...imageFields(config.publicUrl, r.image),
      status: r.status,
      sort_order: r.sortOrder,
    }),
    purgeTags: ['banners'],
  });
}

/** The home page's 'Why Choose Us' items. */
function chooseUsRoutes(deps: AppDeps, image: ImageOf) {
  const { config } = deps;
  return simpleResourceRoutes(deps, {
    name: 'choose-us',
    entity: 'choose_us',
    label: (r) => str(r.title),
    table: chooseUs,
    schema: adminChooseUsSchema,
    sortable: { title: chooseUs.title, sort_order: chooseUs.sortOrder },
    searchable: chooseUs.title,
    values: async (input, before) => ({
      title: input.title,
      image: await image(input, before),
      ...(input.sort_order === undefined ? {} : { sortOrder: input.sort_order }),
    }),
    out: (r) => ({
      id: r.id,
      title: r.title,
      ...imageFields(config.publicUrl, r.image),
      sort_order: r.sortOrder,
    }),
    purgeTags: ['choose-us'],
  });
}

/** Categories, banners and 'Why Choose Us' items: small tables with the same five calls. */
export function contentResourceRoutes(deps: AppDeps) {
  const image = imageOf(deps);
  return new Hono<AdminEnv>()
    .route('/', categoryRoutes(deps, image))
    .route('/', bannerRoutes(deps, image))
    .route('/', chooseUsRoutes(deps, image));
}

/** The storefront's pages and tags for each page id (terms are stored as `toc`, shown at `terms`). */
const PAGE_KIND = { terms: 'toc', privacy: 'privacy', refund: 'refund', about: 'about' } as const;
const PAGE_TAG = {
  terms: 'content:terms',
  privacy: 'content:privacy',
  refund: 'content:returns',
  about: 'content:about',
};
const isPageId = (id: string): id is AdminPageId => (ADMIN_PAGE_IDS as readonly string[]).includes(id);

/** The four rich-text pages: fixed records, read and updated only. */
function richPageRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<AdminEnv>();
  const page = async (id: AdminPageId) => {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(eq(contentPages.kind, PAGE_KIND[id]))
      .orderBy(asc(contentPages.id))
      .limit(1);
    return row ?? null;
  };
  const pageOut = (id: AdminPageId, r: typeof contentPages.$inferSelect | null) => ({
    id,
    title: r?.title ?? '',
    description: r?.description ?? '',
    ...(id === 'about' ? imageFields(config.publicUrl, r?.image ?? null) : {}),
  });

  app.get('/pages', async (c) => {
    const rows = await Promise.all(ADMIN_PAGE_IDS.map(async (id) => pageOut(id, await page(id))));
    setContentRange(c, 'pages', 0, rows.length, rows.length);
    return c.json(rows);
  });
  app.get('/pages/:id', async (c) => {
    const id = c.req.param('id');
    if (!isPageId(id)) throw new HttpError(404, CMS_MSG.request.notFound);
    return c.json(pageOut(id, await page(id)));
  });
  app.put('/pages/:id', async (c) => {
    const id = c.req.param('id');
    if (!isPageId(id)) throw new HttpError(404, CMS_MSG.request.notFound);
    const input = await formBody(c, adminPageSchema);
    const row = await page(id);
    const before = pageOut(id, row);
    const image =
      id === 'about' ? await resolveImage(db, config.publicUrl, input, row?.image ?? '') : undefined;
    const values = {
      title: input.title ?? row?.title ?? '',
      description: sanitizeRichText(input.description) ?? '',
      ...(image === undefined ? {} : { image: image || null }),
    };
    if (row) await db.update(contentPages).set(values).where(eq(contentPages.id, row.id));
    else await db.insert(contentPages).values({ kind: PAGE_KIND[id], ...values });
    const after = pageOut(id, await page(id));
    await audit(db, c.get('actor'), deps.now(), {
      action: 'page.update',
      entity: 'page',
      entityId: id,
      label: `${id} page`,
      before,
      after,
    });
    void notifyStorefront(config, [PAGE_TAG[id]]);
    return c.json(after);
  });
  return app;
}

/** The contact page's details and social links: one record, read and updated only. */
function contactRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const app = new Hono<AdminEnv>();
  const contact = async () => {
    const [row] = await db.select().from(contactPage).orderBy(asc(contactPage.id)).limit(1);
    return row ?? null;
  };
  const contactOut = (r: typeof contactPage.$inferSelect | null) => ({
    id: 1,
    phone: r?.phone ?? '',
    email: r?.email ?? '',
    address: r?.address ?? '',
    youtube: r?.youtube ?? '',
    facebook: r?.facebook ?? '',
    instagram: r?.instagram ?? '',
    map_embed_url: r?.mapEmbedUrl ?? '',
  });
  app.get('/contact', async (c) => {
    setContentRange(c, 'contact', 0, 1, 1);
    return c.json([contactOut(await contact())]);
  });
  app.get('/contact/:id{1}', async (c) => c.json(contactOut(await contact())));
  app.put('/contact/:id{1}', async (c) => {
    const input = await formBody(c, adminContactSchema);
    const row = await contact();
    const before = contactOut(row);
    const { map_embed_url: mapEmbedUrl, ...rest } = input;
    if (row)
      await db
        .update(contactPage)
        .set({ ...rest, mapEmbedUrl })
        .where(eq(contactPage.id, row.id));
    else await db.insert(contactPage).values({ ...rest, mapEmbedUrl });
    const after = contactOut(await contact());
    await audit(db, c.get('actor'), deps.now(), {
      action: 'contact.update',
      entity: 'contact',
      entityId: 1,
      label: 'Contact page',
      before,
      after,
    });
    void notifyStorefront(config, ['content:contact']);
    return c.json(after);
  });
  return app;
}

/** The four rich-text pages and the contact page: fixed records, read and updated only. */
export function pageRoutes(deps: AppDeps) {
  return new Hono<AdminEnv>().route('/', richPageRoutes(deps)).route('/', contactRoutes(deps));
}
