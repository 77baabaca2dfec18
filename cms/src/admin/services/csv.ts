import { inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { PRODUCT_CSV_COLUMNS, SEARCH_TERMS_MAX, SLUG_PATTERN } from '@common/contract/admin';
import type { AppDeps } from '../../deps';
import { categories, products } from '../../db/schema';
import { cents, dollars } from '../../lib/http';
import { sanitizeRichText } from '../../lib/sanitize';
import { countChanges, type ProductRowValues } from './csv-changes';
import { FORMULA_CELL, unguardFormula } from './csv-formula';
import { slugify } from './list-query';

export interface CsvError {
  /** The row as a spreadsheet numbers it: the header is row 1, the first product row 2. */
  row: number;
  field: string;
  message: string;
  /** The row's product (its slug, else its name), so the owner finds it without counting rows. */
  product?: string;
}
export interface CsvReport {
  rows: number;
  creates: number;
  updates: number;
  /** Rows whose product already has every value the row gives: nothing written, nothing audited. */
  unchanged: number;
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

export async function exportProductsCsv({ db }: AppDeps): Promise<{ csv: string; rows: number }> {
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
  // Guarded against formulae in a way the import undoes exactly (csv-formula.ts).
  const csv = Papa.unparse({ fields: [...PRODUCT_CSV_COLUMNS], data }, { escapeFormulae: FORMULA_CELL });
  return { csv, rows: data.length };
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

/** One data row checked into table values; problems go to `errors` with the spreadsheet's row number. */
function checkRow(
  r: Row,
  n: number,
  categoryIds: Map<string, number>,
  errors: CsvError[],
): ProductValues | null {
  const before = errors.length;
  const text = (k: string) => (r[k] ?? '').trim();
  const product = (text('slug') || text('name')).slice(0, 100) || undefined;
  const err = (field: string, message: string) => errors.push({ row: n, field, message, product });
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

/** A spreadsheet's number for the data row at `index`: the header is row 1. */
const sheetRow = (index: number) => index + 2;
const isBlank = (r: Row) => Object.values(r).every((v) => !v || !v.trim());

/**
 * Parses a product CSV: each cell with the export's formula guard removed, blank lines kept in the count
 * (a spreadsheet shows them as rows) but not read as products.
 */
function parseCsv(csv: string) {
  const parsed = Papa.parse<Row>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: false,
    transform: unguardFormula,
  });
  const blank = new Set<number>();
  parsed.data.forEach((r, i) => {
    if (isBlank(r)) blank.add(i);
  });
  const errors: CsvError[] = [];
  const header = parsed.meta.fields ?? [];
  for (const col of ['name', 'price', 'quantity', 'category_slug']) {
    if (!header.includes(col))
      errors.push({ row: 1, field: col, message: `The header has no ${col} column` });
  }
  for (const e of parsed.errors) {
    if (e.row !== undefined && blank.has(e.row)) continue;
    if (errors.length >= 100) break;
    errors.push({ row: e.row === undefined ? 1 : sheetRow(e.row), field: '_', message: e.message });
  }
  const rows = parsed.data.map((r, i) => ({ r, n: sheetRow(i) })).filter((_, i) => !blank.has(i));
  return { rows, header, errors };
}

/** Parses and checks a product CSV; `values` holds the rows to write when there are no errors. */
export async function checkProductsCsv({ db }: AppDeps, csv: string) {
  const { rows, header, errors } = parseCsv(csv);
  const empty = { rows: rows.length, creates: 0, updates: 0, unchanged: 0 };
  if (errors.length > 0) return { report: { ...empty, errors }, values: [], columns: header };
  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const categoryIds = new Map(cats.map((c) => [c.slug, c.id]));
  const values: ProductValues[] = [];
  const seen = new Map<string, number>();
  for (const { r, n } of rows) {
    const v = checkRow(r, n, categoryIds, errors);
    if (!v) continue;
    const first = seen.get(v.slug);
    if (first !== undefined)
      errors.push({ row: n, field: 'slug', message: `Slug repeats row ${first}`, product: v.slug });
    seen.set(v.slug, n);
    values.push(v);
  }
  const existing = new Map<string, ProductRowValues>();
  for (let i = 0; i < values.length; i += BATCH) {
    const slugs = values.slice(i, i + BATCH).map((v) => v.slug);
    const found = await db.select().from(products).where(inArray(products.slug, slugs));
    for (const r of found) existing.set(r.slug, r);
  }
  const counts = countChanges(values, existing, header);
  return {
    report: { rows: rows.length, ...counts, errors: errors.slice(0, MAX_ERRORS) },
    values,
    columns: header,
  };
}
