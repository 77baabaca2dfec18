import { CONSOLE_MSG, CMS_MSG } from '@common/messages';
import type { Context } from 'hono';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { DB_ID_MAX } from '@common/contract';
import * as z from 'zod/mini';
import { HttpError } from '../../lib/http';

/** Most rows one list call returns. */
export const MAX_PAGE_ROWS = 1000;

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  range: { offset: number; limit: number };
  filter: Record<string, unknown>;
}

/** The longest list parameter read: a page of 1,000 ids is far below it. */
const PARAM_MAX_CHARS = 10_000;
const offset = z.number().check(z.int(), z.minimum(0), z.maximum(Number.MAX_SAFE_INTEGER));
const sortParam = z.tuple([z.string().check(z.maxLength(100)), z.enum(['ASC', 'DESC'])]);
const rangeParam = z
  .tuple([offset, offset])
  .check(z.refine(([first, last]) => last >= first, { message: CONSOLE_MSG.list.range }));
const filterParam = z.record(z.string(), z.unknown());

/** One list parameter: JSON of the schema's shape, else 400 with `message`. Absent or empty is undefined. */
function parseParam<S extends z.core.$ZodType>(
  c: Context,
  name: string,
  schema: S,
  message: string,
): z.output<S> | undefined {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (raw.length > PARAM_MAX_CHARS || raw.includes('\0')) throw new HttpError(400, message);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new HttpError(400, message);
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success) throw new HttpError(400, message);
  return parsed.data;
}

/**
 * ra-data-simple-rest's list parameters: sort=["field","ASC"], range=[0,24], filter={...}. The filter is
 * copied onto an object without a prototype, so a key such as `constructor` reads only what was sent.
 */
export function listQuery(c: Context): ListQuery {
  const sort = parseParam(c, 'sort', sortParam, CONSOLE_MSG.list.sort);
  const range = parseParam(c, 'range', rangeParam, CONSOLE_MSG.list.range);
  const filter = parseParam(c, 'filter', filterParam, CONSOLE_MSG.list.filter) ?? {};
  return {
    sort: sort ? { field: sort[0], order: sort[1] } : null,
    range: range
      ? { offset: range[0], limit: Math.min(MAX_PAGE_ROWS, range[1] - range[0] + 1) }
      : { offset: 0, limit: 25 },
    filter: Object.assign(Object.create(null) as Record<string, unknown>, filter),
  };
}

/**
 * The ORDER BY of a list: the sort field when it is one of `columns`, then id for a stable order. A field
 * the list cannot sort by is a 400 naming it (`Object.hasOwn`: `__proto__` is no column).
 */
export function orderOf(q: ListQuery, columns: Record<string, AnyColumn | SQL>, id: AnyColumn): SQL[] {
  if (!q.sort) return [desc(id)];
  if (!Object.hasOwn(columns, q.sort.field)) {
    throw new HttpError(400, CONSOLE_MSG.list.sortField(q.sort.field.slice(0, 100)));
  }
  const dir = q.sort.order === 'ASC' ? asc : desc;
  return [dir(columns[q.sort.field]!), dir(id)];
}

/** A filter that names one record (`category_id`, `staff_id`): a whole number in the ids' range. */
export function recordIdFilter(filter: Record<string, unknown>, key: string): number | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  const n = typeof v === 'number' || (typeof v === 'string' && /^\d{1,10}$/.test(v)) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > DB_ID_MAX) {
    throw new HttpError(400, CONSOLE_MSG.list.recordId(key));
  }
  return n;
}

/** Dates a list filters by: four-digit years, so PostgreSQL and Date both hold them. */
const EARLIEST = Date.UTC(1000, 0, 1);
const LATEST = Date.UTC(9999, 11, 31);
const isoDate = z.union([z.iso.date(), z.iso.datetime({ offset: true, local: true })]);

/**
 * A date filter: an ISO date or date-time between the years 1000 and 9999, else 400. A bare day (what the
 * console's date inputs send) as `to` means the whole of that day, so [from, to] reads as a person means it.
 */
export function dateFilter(filter: Record<string, unknown>, key: string, endOfDay = false): Date | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  const text = z.safeParse(isoDate, typeof v === 'string' ? v.trim() : v);
  const d = text.success ? new Date(text.data) : new Date(NaN);
  if (!text.success || Number.isNaN(d.getTime()) || d.getTime() < EARLIEST || d.getTime() > LATEST) {
    throw new HttpError(400, CONSOLE_MSG.list.date(key), { [key]: CONSOLE_MSG.list.notADate });
  }
  const bareDay = /^\d{4}-\d{2}-\d{2}$/.test(text.data);
  return endOfDay && bareDay ? new Date(d.getTime() + 86_400_000) : d;
}

/** `filter.id` of getMany: a list of record ids, or undefined. */
export function idsFilter(filter: Record<string, unknown>): number[] | undefined {
  const ids = filter.id;
  if (ids === undefined) return undefined;
  const list = Array.isArray(ids) ? ids : [ids];
  if (
    list.length > MAX_PAGE_ROWS ||
    !list.every((n) => Number.isSafeInteger(n) && n >= 1 && n <= DB_ID_MAX)
  ) {
    throw new HttpError(400, CONSOLE_MSG.list.ids);
  }
  return list as number[];
}

/** A filter value that must be a short string, or undefined. */
export function textFilter(filter: Record<string, unknown>, key: string): string | undefined {
  const v = filter[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v !== 'string' || v.length > 200 || v.includes('\0')) {
    throw new HttpError(400, `filter.${key} must be a short text`);
  }
  return v.trim();
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

/** Sets Content-Range (and exposes it) as ra-data-simple-rest reads the total from it. */
export function setContentRange(c: Context, resource: string, offset: number, rows: number, total: number) {
  const last = rows === 0 ? offset : offset + rows - 1;
  c.header('Content-Range', `${resource} ${offset}-${last}/${total}`);
  c.header('Access-Control-Expose-Headers', 'Content-Range');
}

/** A record id from the path: a positive integer, else 404 (no record can have it). */
export function pathId(c: Context): number {
  const raw = c.req.param('id') ?? '';
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1 || n > DB_ID_MAX) throw new HttpError(404, CMS_MSG.request.notFound);
  return n;
}

/** PostgreSQL's unique_violation; drizzle may wrap the driver's error in `cause`. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export const slugTaken = () =>
  new HttpError(409, CONSOLE_MSG.records.slugTaken, { slug: CONSOLE_MSG.records.slugTaken });

/** A slug from a name: lower-case ASCII words joined by hyphens ("Himalayan Tea!" -> "himalayan-tea"). */
export function slugify(name: string, fallback: string): string {
  const s = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
    .replace(/-+$/g, '');
  return s || fallback;
}
