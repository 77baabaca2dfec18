import { and, eq, isNull, sql, type SQL, type SQLChunk } from 'drizzle-orm';
import { productTag } from '@common/cache-tags.mjs';
import { CMS_MSG, stockShortMessage } from '@common/messages';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { rowsOf } from '../db/rows';
import { categories, products } from '../db/schema';
import { HttpError } from '../lib/http';

export interface StockLine {
  productId: number;
  qty: number;
}

/** Always lock rows in the same order, so two orders sharing products can never deadlock. */
const byProduct = (lines: StockLine[]) => [...lines].sort((a, b) => a.productId - b.productId);

/** One line per product, its quantities added up, in product order. */
export function mergedByProduct(lines: StockLine[]): StockLine[] {
  const qty = new Map<number, number>();
  for (const line of lines) qty.set(line.productId, (qty.get(line.productId) ?? 0) + line.qty);
  return byProduct([...qty].map(([productId, q]) => ({ productId, qty: q })));
}

/**
 * The parts of a statement that take the lines' units out of stock: `locked` and `taken`, for a `with`.
 * Each decrement is conditional (`quantity >= qty`), so concurrent orders serialise on the row and stock
 * never goes below zero. `locked` takes the rows' locks in product order, as the sort sits under the
 * locking, so two orders sharing products can never deadlock; the update then decrements only rows this
 * transaction holds, and PostgreSQL checks `quantity >= qty` again against a row a concurrent order changed
 * since the statement began. A product twice in the lines is one decrement of both quantities: an UPDATE
 * changes a row once. `taken` returns each changed product's `id` and `slug`; a line it lacks was short.
 * `ids` and `qtys`: `sql.param`s (or a named statement's placeholders) of stockArrays' int arrays of
 * mergedByProduct's lines, at least one.
 */
export function stockTaking(ids: SQLChunk, qtys: SQLChunk): SQL {
  return sql`locked as materialized (
        select id from products where id = any(${ids}::int[]) order by id for update
      ),
      taken as (
        update products p set quantity = p.quantity - w.qty
          from unnest(${ids}::int[], ${qtys}::int[]) as w(id, qty)
         where p.id = w.id and p.quantity >= w.qty and p.id in (select id from locked)
        returning p.id, p.slug
      )`;
}

/** mergedByProduct's lines as stockTaking's two arrays. */
export const stockArrays = (merged: StockLine[]) => ({
  ids: merged.map((l) => l.productId),
  qtys: merged.map((l) => l.qty),
});

/**
 * The slugs of what stockTaking's `taken` returned, one per product in product order; or, when a line was
 * short, the 409 that names the product and what is left (the caller's transaction then rolls back).
 */
export async function slugsTaken(
  tx: Db,
  merged: StockLine[],
  taken: { id: number; slug: string }[],
): Promise<string[]> {
  const ids = merged.map((l) => l.productId);
  if (taken.length < merged.length) {
    const got = new Set(taken.map((r) => r.id));
    const short = ids.find((id) => !got.has(id))!;
    const [product] = await tx
      .select({ name: products.name, quantity: products.quantity })
      .from(products)
      .where(eq(products.id, short));
    throw new HttpError(
      409,
      product ? stockShortMessage(product.name, product.quantity) : CMS_MSG.catalogue.productGone,
    );
  }
  const slugOf = new Map(taken.map((r) => [r.id, r.slug]));
  return ids.map((id) => slugOf.get(id)!);
}

/**
 * Takes the lines' units out of stock inside the caller's transaction, in one statement (issue #42: a
 * round trip per line was a good share of an order's cost; see stockTaking). When a line cannot be filled
 * this throws 409 and the caller's transaction rolls everything back. Returns the slugs of the products
 * whose stock changed.
 */
export async function reserveStock(tx: Db, lines: StockLine[]): Promise<string[]> {
  const merged = mergedByProduct(lines);
  if (merged.length === 0) return [];
  const { ids, qtys } = stockArrays(merged);
  const taken = rowsOf<{ id: number; slug: string }>(
    await tx.execute(sql`with ${stockTaking(sql.param(ids), sql.param(qtys))} select id, slug from taken`),
  );
  return slugsTaken(tx, merged, taken);
}

/** Puts the lines' units back into stock (inside the caller's transaction); returns the changed slugs. */
export async function releaseStock(tx: Db, lines: StockLine[]): Promise<string[]> {
  const slugs: string[] = [];
  for (const line of byProduct(lines)) {
    const [row] = await tx
      .update(products)
      .set({ quantity: sql`${products.quantity} + ${line.qty}` })
      .where(eq(products.id, line.productId))
      .returning({ slug: products.slug });
    if (row) slugs.push(row.slug);
  }
  return slugs;
}

const productsByIdStatement = preparedOnce((db) =>
  db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      priceCents: products.priceCents,
      quantity: products.quantity,
      categorySlug: categories.slug,
    })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    // An archived product cannot be ordered: to the shop it no longer exists.
    .where(and(sql`${products.id} = any(${sql.placeholder('ids')}::int[])`, isNull(products.archivedAt)))
    .prepare('checkout_products_by_id'),
);

/**
 * Current name, price, stock and category slug (for promotions limited to categories) of the given
 * products, by id: one read for the checkout's pricing.
 */
export async function productsById(db: Db, ids: number[]) {
  const rows = await productsByIdStatement(db).execute({ ids });
  return new Map(rows.map((r) => [r.id, r]));
}

/** The cache tags of the storefront's product pages for these slugs. */
export const productTags = (slugs: string[]) => [...new Set(slugs)].map(productTag);
