import { inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { PRODUCT_CSV_COLUMNS, SEARCH_TERMS_MAX, SLUG_PATTERN } from '@common/contract/admin';
import type { AppDeps } from '../deps';
import { categories, products } from '../db/schema';
import { cents, dollars } from '../lib/http';
import { sanitizeRichText } from '../lib/sanitize';
import { slugify } from './list-query';

export interface CsvError {
  row: number;
  field: string;
  message: string;
}
export interface CsvReport {
  rows: number;
  creates: number;
  updates: number;
  errors: CsvError[];
}

/** Rows written per INSERT: about 12 parameters each, far below PostgreSQL's 65,535. */
const BATCH = 1000;
/** The report lists at most this many errors (a broken file would otherwise answer megabytes). */
const MAX_ERRORS = 1000;

type Row = Record<string, string | undefined>;
export interface ProductValues {
  slug: string;
  name: string;
  priceCents: number;
  quantity: number;
  categoryId: number;
  unitInGram: number | null;
  ingredients: string | null;
  isFeatured: boolean;
  isOffer: boolean;
  homeOrder: number;
  detail: string | null;
  searchTerms: string;
}

export async function exportProductsCsv({ db }: AppDeps): Promise<string> {
  const rows = await db
    .select({
      slug: products.slug,
      name: products.name,
      price: products.priceCents,
      quantity: products.quantity,
      category_slug: categories.slug,
      unit_in_gram: products.unitInGram,
      ingredients: products.ingredients,
      featured: products.isFeatured,
      offer: products.isOffer,
      home_order: products.homeOrder,
      detail: products.detail,
      search_terms: products.searchTerms,
    })
    .from(products)
    .innerJoin(categories, sql`${products.categoryId} = ${categories.id}`)
    .orderBy(products.id);
  const data = rows.map((r) => ({ ...r, price: dollars(r.price).toFixed(2) }));
  // Cells starting with = + - @ are prefixed by papaparse's escapeFormulae, so a spreadsheet runs nothing.
  return Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data }, { escapeFormulae: true });
}

const BOOL: Record<string, boolean> = {
  '': false,
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
};

/** One data row checked into table values; problems go to `errors` with the row number (from 1). */
function checkRow(
  r: Row,
  n: number,
  categoryIds: Map<string, number>,
  errors: CsvError[],
): ProductValues | null {
  const before = errors.length;
  const err = (field: string, message: string) => errors.push({ row: n, field, message });
  const text = (k: string) => (r[k] ?? '').trim();
  const name = text('name');
  if (!name) err('name', 'Name is required');
  else if (name.length > 200) err('name', 'Name must be at most 200 characters');
  const slug = text('slug') || slugify(name, '');
  if (!slug || !SLUG_PATTERN.test(slug) || slug.length > 200)
    err('slug', 'Slug may contain only lower-case letters, digits and single hyphens');
  const price = Number(text('price'));
  if (
    !text('price') ||
    !Number.isFinite(price) ||
    price < 0 ||
    price > 1_000_000 ||
    Math.abs(Math.round(price * 100) - price * 100) > 1e-6
  ) {
    err('price', 'Price must be a number of dollars with at most two decimals');
  }
  const int = (k: string, required: boolean, min: number) => {
    const v = text(k);
    if (!v) {
      if (required) err(k, `${k} is required`);
      return null;
    }
    const num = Number(v);
    if (!/^-?\d{1,7}$/.test(v) || num < min) err(k, `${k} must be a whole number of at least ${min}`);
    return num;
  };
  const quantity = int('quantity', true, 0);
  const unitInGram = int('unit_in_gram', false, 1);
  const homeOrder = int('home_order', false, -1_000_000) ?? 0;
  const categoryId = categoryIds.get(text('category_slug'));
  if (categoryId === undefined)
    err('category_slug', `No category with slug "${text('category_slug').slice(0, 100)}"`);
  const flag = (k: string) => {
    const v = BOOL[text(k).toLowerCase()];
    if (v === undefined) err(k, `${k} must be true or false`);
    return v ?? false;
  };
  const isFeatured = flag('featured');
  const isOffer = flag('offer');
  const ingredients = text('ingredients');
  if (ingredients.length > 5000) err('ingredients', 'Ingredients must be at most 5000 characters');
  const detail = r.detail ?? '';
  if (detail.length > 100_000) err('detail', 'Detail must be at most 100000 characters');
  const searchTerms = text('search_terms');
  if (searchTerms.length > SEARCH_TERMS_MAX)
    err('search_terms', `Search terms must be at most ${SEARCH_TERMS_MAX} characters`);
  if (errors.length > before) return null;
  return {
    slug,
    name,
    priceCents: cents(price),
    quantity: quantity ?? 0,
    categoryId: categoryId!,
    unitInGram,
    ingredients: ingredients || null,
    isFeatured,
    isOffer,
    homeOrder,
    detail: detail ? sanitizeRichText(detail) : null,
    searchTerms,
  };
}

/** Parses and checks a product CSV; `values` holds the rows to write when there are no errors. */
export async function checkProductsCsv({ db }: AppDeps, csv: string) {
  const parsed = Papa.parse<Row>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy' });
  const errors: CsvError[] = [];
  const header = parsed.meta.fields ?? [];
  for (const col of ['name', 'price', 'quantity', 'category_slug']) {
    if (!header.includes(col))
      errors.push({ row: 0, field: col, message: `The header has no ${col} column` });
  }
  for (const e of parsed.errors.slice(0, 100)) {
    errors.push({ row: (e.row ?? -1) + 1, field: '_', message: e.message });
  }
  if (errors.length > 0)
    return {
      report: { rows: parsed.data.length, creates: 0, updates: 0, errors },
      values: [],
      columns: header,
    };
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(cats.map((c) => [c.slug, c.id]));
  const values: ProductValues[] = [];
  const seen = new Map<string, number>();
  parsed.data.forEach((r, i) => {
    const v = checkRow(r, i + 1, categoryIds, errors);
    if (!v) return;
    const first = seen.get(v.slug);
    if (first !== undefined) errors.push({ row: i + 1, field: 'slug', message: `Slug repeats row ${first}` });
    seen.set(v.slug, i + 1);
    values.push(v);
  });
  const slugs = values.map((v) => v.slug);
  const existing = new Set<string>();
  for (let i = 0; i < slugs.length; i += BATCH) {
    const rows = await db
      .select({ slug: products.slug })
      .from(products)
      .where(inArray(products.slug, slugs.slice(i, i + BATCH)));
    for (const r of rows) existing.add(r.slug);
  }
  const updates = values.filter((v) => existing.has(v.slug)).length;
  return {
    report: {
      rows: parsed.data.length,
      creates: values.length - updates,
      updates,
      errors: errors.slice(0, MAX_ERRORS),
    },
    values,
    columns: header,
  };
}
