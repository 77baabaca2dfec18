import { PRICE_ORDER_TAG, PRODUCTS_TAG, productTag } from '@common/cache-tags.mjs';
import { CONSOLE_MSG, CMS_MSG } from '@common/messages';
import {
  and,
  count,
  eq,
  getTableColumns,
  gt,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { LOW_STOCK_THRESHOLD } from '@common/constants';
import type { AdminProductInput } from '@common/contract/admin';
import type { AppDeps } from '../../deps';
import { categories, products } from '../../db/schema';
import { cents, dollars, HttpError } from '../../lib/http';
import { sanitizeRichText } from '../../lib/sanitize';
import { notifyStorefront } from '../../services/revalidate';
import { auditMany, type Actor } from './audit';
import { imageOut, PLACEHOLDER_IMAGE, resolveImage, uploadIdOf } from './images';
import { deleteProduct, setProductArchived } from './product-lifecycle';
import {
  escapeLike,
  idsFilter,
  isUniqueViolation,
  orderOf,
  recordIdFilter,
  slugify,
  slugTaken,
  textFilter,
  type ListQuery,
} from './list-query';

type ProductRow = typeof products.$inferSelect & { categorySlug: string };

export function toAdminProduct(r: ProductRow, publicUrl: string) {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    price: dollars(r.priceCents),
    quantity: r.quantity,
    category_id: r.categoryId,
    category_slug: r.categorySlug,
    detail: r.detail,
    unit_in_gram: r.unitInGram,
    ingredients: r.ingredients,
    search_terms: r.searchTerms,
    image: imageOut(publicUrl, r.image),
    image_upload_id: uploadIdOf(r.image),
    featured: r.isFeatured,
    offer: r.isOffer,
    home_order: r.homeOrder,
    archived: r.archivedAt !== null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
export type AdminProduct = ReturnType<typeof toAdminProduct>;

/**
 * How far an owner's change of products reaches on the storefront (docs/adr/0106):
 * - `lists`: which products a list holds, or their order, may have changed: every list and product page;
 * - `price order`: a price changed, which reorders only the lists sorted by price;
 * - `own`: only what the products' own entries show (their pages, and their cards in the lists that hold
 *   them, which carry their tags).
 */
export type PurgeReach = 'lists' | 'price order' | 'own';

/**
 * Fields that no list is chosen, searched or sorted by: changing them changes only what the product's own
 * entries show. Any other field (and any field added later) reaches every list.
 */
const SHOWN_ONLY: ReadonlySet<string> = new Set([
  'quantity',
  'image',
  'image_upload_id',
  'unit_in_gram',
  'ingredients',
  'updated_at',
]);

/** The reach of an edit from `before` to `after`. */
export function editReach(before: AdminProduct, after: AdminProduct): PurgeReach {
  const changed = (Object.keys(after) as (keyof AdminProduct)[]).filter(
    (k) => !SHOWN_ONLY.has(k) && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  if (changed.length === 0) return 'own';
  return changed.length === 1 && changed[0] === 'price' ? 'price order' : 'lists';
}

/**
 * Storefront cache tags for a change of these products. The storefront takes at most 128 tags per purge, so
 * many products send the list tag alone, which every entry carrying a product's tag also carries.
 */
export function productPurgeTags(slugs: string[], reach: PurgeReach = 'lists'): string[] {
  const unique = [...new Set(slugs)];
  if (unique.length > 100) return [PRODUCTS_TAG];
  const own = unique.map(productTag);
  if (reach === 'lists') return [PRODUCTS_TAG, ...own];
  return reach === 'price order' ? [PRICE_ORDER_TAG, ...own] : own;
}

const SORTABLE = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  price: products.priceCents,
  quantity: products.quantity,
  category_id: products.categoryId,
  category_slug: categories.slug,
  home_order: products.homeOrder,
  featured: products.isFeatured,
  offer: products.isOffer,
  archived: products.archivedAt,
  created_at: products.createdAt,
  updated_at: products.updatedAt,
};

function filters(filter: Record<string, unknown>): SQL[] {
  const where: SQL[] = [];
  const ids = idsFilter(filter);
  if (ids) where.push(inArray(products.id, ids));
  const q = textFilter(filter, 'q');
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(or(ilike(products.name, like), ilike(products.slug, like)) as SQL);
  }
  const category = recordIdFilter(filter, 'category_id');
  if (category !== undefined) where.push(eq(products.categoryId, category));
  const stock = filter.stock;
  if (stock === 'in') where.push(gt(products.quantity, 0));
  else if (stock === 'out') where.push(eq(products.quantity, 0));
  else if (stock === 'low')
    where.push(and(gt(products.quantity, 0), lte(products.quantity, LOW_STOCK_THRESHOLD)) as SQL);
  else if (stock !== undefined && stock !== null && stock !== '') {
    throw new HttpError(400, CONSOLE_MSG.list.stock);
  }
  const archived = filter.archived;
  if (archived === true || archived === 'true') where.push(isNotNull(products.archivedAt));
  else if (archived === false || archived === 'false') where.push(isNull(products.archivedAt));
  return where;
}

/** The row values of a product from the form, with its category checked and its image resolved. */
async function productValues(
  { db, config, now }: AppDeps,
  input: AdminProductInput,
  existing: AdminProduct | null,
) {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, input.category_id))
    .limit(1);
  if (!category)
    throw new HttpError(422, CONSOLE_MSG.records.noSuchCategory, {
      category_id: CONSOLE_MSG.records.noSuchCategory,
    });
  const image = (await resolveImage(db, config.publicUrl, input, PLACEHOLDER_IMAGE)) ?? undefined;
  return {
    name: input.name,
    slug: input.slug || slugify(input.name, 'product'),
    priceCents: cents(input.price),
    quantity: input.quantity,
    categoryId: input.category_id,
    detail: input.detail === undefined ? undefined : sanitizeRichText(input.detail ?? null),
    unitInGram: input.unit_in_gram,
    ingredients: input.ingredients,
    // Left out of the form, the terms stay as they are (the column has no null: cleared is '').
    searchTerms: input.search_terms === undefined ? undefined : (input.search_terms ?? ''),
    ...(image !== undefined ? { image } : existing ? {} : { image: PLACEHOLDER_IMAGE }),
    isFeatured: input.featured,
    isOffer: input.offer,
    homeOrder: input.home_order,
    ...(input.archived === undefined
      ? {}
      : { archivedAt: input.archived ? (existing?.archived ? undefined : now()) : null }),
    updatedAt: now(),
  };
}

/** Sets many products' stock and audits each, in one transaction; returns the rows changed. */
async function setProductStock(
  { db, now }: AppDeps,
  items: { id: number; quantity: number }[],
  actor: Actor,
) {
  const ids = [...new Set(items.map((i) => i.id))];
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: products.id, slug: products.slug, name: products.name, quantity: products.quantity })
      .from(products)
      .where(inArray(products.id, ids));
    const known = new Map(rows.map((r) => [r.id, r]));
    const errors: Record<string, string> = {};
    items.forEach((item, i) => {
      if (!known.has(item.id)) errors[`items.${i}.id`] = CONSOLE_MSG.records.noSuchProduct;
    });
    if (Object.keys(errors).length > 0)
      throw new HttpError(422, CONSOLE_MSG.records.rowsNameNoProduct, errors);
    const payload = JSON.stringify(items.map((i) => [i.id, i.quantity]));
    await tx.execute(sql`
        UPDATE products p SET quantity = v.q, updated_at = ${now()}
        FROM (SELECT (e->>0)::int AS id, (e->>1)::int AS q FROM jsonb_array_elements(${payload}::jsonb) e) v
        WHERE p.id = v.id`);
    const changed = items.map((i) => ({ ...known.get(i.id)!, after: i.quantity }));
    await auditMany(
      tx,
      actor,
      now(),
      changed.map((row) => ({
        action: 'product.stock',
        entity: 'product',
        entityId: row.id,
        label: row.name,
        before: { quantity: row.quantity },
        after: { quantity: row.after },
      })),
    );
    return changed;
  });
}

/** The console's products: list, read, create, update, archive and restore, delete and bulk stock. */
export function productService(deps: AppDeps) {
  const { db, config } = deps;
  const select = (tx: AppDeps['db'] = db) =>
    tx
      .select({ ...getTableColumns(products), categorySlug: categories.slug })
      .from(products)
      .innerJoin(categories, eq(products.categoryId, categories.id));
  const out = (rows: ProductRow[]) => rows.map((r) => toAdminProduct(r, config.publicUrl));

  async function one(id: number, tx: AppDeps['db'] = db): Promise<AdminProduct | null> {
    const rows = await select(tx).where(eq(products.id, id)).limit(1);
    return out(rows)[0] ?? null;
  }

  return {
    one,
    async list(q: ListQuery) {
      const where = and(...filters(q.filter));
      const [rows, [total]] = await Promise.all([
        select()
          .where(where)
          .orderBy(...orderOf(q, SORTABLE, products.id))
          .limit(q.range.limit)
          .offset(q.range.offset),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows: out(rows), total: total?.n ?? 0 };
    },

    async create(input: AdminProductInput): Promise<AdminProduct> {
      const v = await productValues(deps, input, null);
      try {
        const [row] = await db
          .insert(products)
          .values({ ...v, image: v.image ?? PLACEHOLDER_IMAGE, createdAt: deps.now() })
          .returning({ id: products.id });
        return (await one(row!.id))!;
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
    },

    async update(id: number, input: AdminProductInput) {
      const before = await one(id);
      if (!before) throw new HttpError(404, CMS_MSG.request.notFound);
      const v = await productValues(deps, input, before);
      try {
        await db.update(products).set(v).where(eq(products.id, id));
      } catch (err) {
        if (isUniqueViolation(err)) throw slugTaken();
        throw err;
      }
      return { before, after: (await one(id))! };
    },

    setArchived: (id: number, archived: boolean) => setProductArchived(deps, one, id, archived),
    remove: (id: number) => deleteProduct(deps, one, id),

    setStock: (items: { id: number; quantity: number }[], actor: Actor) =>
      setProductStock(deps, items, actor),
  };
}

export function purgeProducts(deps: AppDeps, slugs: string[], reach: PurgeReach = 'lists') {
  void notifyStorefront(deps.config, productPurgeTags(slugs, reach));
}
