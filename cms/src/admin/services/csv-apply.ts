import { inArray, sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../deps';
import { categories, products } from '../../db/schema';
import { dollars } from '../../lib/http';
import { auditMany, type Actor, type AuditEntry } from './audit';
import type { CsvReport, ProductValues } from './csv';
import { changedColumns, WRITES, type WrittenColumn } from './csv-changes';
import { PLACEHOLDER_IMAGE } from './images';

/** Rows written per INSERT: about 13 parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1000;

type Column = WrittenColumn;
/** The columns an audit row shows, read before and returned after (not the search document). */
const SNAPSHOT_COLUMNS = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  priceCents: products.priceCents,
  quantity: products.quantity,
  categoryId: products.categoryId,
  unitInGram: products.unitInGram,
  ingredients: products.ingredients,
  isFeatured: products.isFeatured,
  isOffer: products.isOffer,
  homeOrder: products.homeOrder,
  detail: products.detail,
  searchTerms: products.searchTerms,
};
type ProductRow = typeof products.$inferSelect;
type SnapshotRow = Pick<ProductRow, keyof typeof SNAPSHOT_COLUMNS>;
type Snapshot = Record<Column, unknown>;

/**
 * What an update overwrites: the columns the file has. A column it leaves out (a file from before
 * search_terms existed, or one cut down to price and stock) keeps each product's value.
 */
function updateSet(columns: string[]) {
  const set: Partial<Record<keyof ProductRow, SQL>> = { updatedAt: sql`excluded.updated_at` };
  for (const [column, field] of Object.entries(WRITES)) {
    if (columns.includes(column)) set[field] = sql`excluded.${sql.identifier(products[field].name)}`;
  }
  return set;
}

/** A product as its CSV row shows it: what the audit log keeps. */
function snapshot(r: SnapshotRow, categorySlugs: Map<number, string>): Snapshot {
  return {
    name: r.name,
    price: dollars(r.priceCents),
    quantity: r.quantity,
    category_slug: categorySlugs.get(r.categoryId) ?? null,
    unit_in_gram: r.unitInGram,
    ingredients: r.ingredients,
    featured: r.isFeatured,
    offer: r.isOffer,
    home_order: r.homeOrder,
    detail: r.detail,
    search_terms: r.searchTerms,
  };
}

/** One imported product's audit row: all of a new one; of an existing one, audit() keeps what changed. */
function auditEntry(
  before: SnapshotRow | undefined,
  after: SnapshotRow,
  cats: Map<number, string>,
): AuditEntry {
  const a = snapshot(after, cats);
  const base = { entity: 'product', entityId: after.id, label: after.name };
  if (!before) return { ...base, action: 'product.import.create', after: { slug: after.slug, ...a } };
  return { ...base, action: 'product.import.update', before: snapshot(before, cats), after: a };
}

export interface CheckedCsv {
  report: CsvReport;
  values: ProductValues[];
  columns: string[];
}

/**
 * Creates and updates the products by slug, 1,000 rows per statement, and appends an audit row per product
 * created or changed (the fields that changed, before and after) and one for the whole import, all in one
 * transaction: kept or undone together. A row that changes nothing is neither written nor audited. The
 * counts are taken here, on the locked rows, so the report says what this transaction did.
 */
export async function applyProductsCsv(deps: AppDeps, actor: Actor, csv: CheckedCsv): Promise<CsvReport> {
  const at = deps.now();
  const set = updateSet(csv.columns);
  const counts = { creates: 0, updates: 0, unchanged: 0 };
  await deps.db.transaction(async (tx) => {
    const cats = await tx.select({ id: categories.id, slug: categories.slug }).from(categories);
    const categorySlugs = new Map(cats.map((c) => [c.id, c.slug]));
    const entries: AuditEntry[] = [];
    for (let i = 0; i < csv.values.length; i += BATCH) {
      const batch = csv.values.slice(i, i + BATCH);
      const slugs = batch.map((v) => v.slug);
      // Locked, so no other change slips between the values read here and the audit row.
      const before = await tx
        .select(SNAPSHOT_COLUMNS)
        .from(products)
        .where(inArray(products.slug, slugs))
        .for('update');
      const bySlug = new Map(before.map((r) => [r.slug, r]));
      const writes = batch.filter((v) => {
        const b = bySlug.get(v.slug);
        const kind = !b ? 'creates' : changedColumns(v, b, csv.columns).length ? 'updates' : 'unchanged';
        counts[kind]++;
        return kind !== 'unchanged';
      });
      if (writes.length === 0) continue;
      const after = await tx
        .insert(products)
        .values(writes.map((v) => ({ ...v, image: PLACEHOLDER_IMAGE, createdAt: at, updatedAt: at })))
        .onConflictDoUpdate({ target: products.slug, set })
        .returning(SNAPSHOT_COLUMNS);
      for (const row of after) entries.push(auditEntry(bySlug.get(row.slug), row, categorySlugs));
    }
    const { rows } = csv.report;
    entries.push({ action: 'product.import', entity: 'product', after: { rows, ...counts } });
    await auditMany(tx, actor, at, entries);
  });
  return { ...csv.report, ...counts };
}
