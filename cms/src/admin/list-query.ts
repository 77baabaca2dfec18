import { CONSOLE_MSG, CMS_MSG } from '@common/messages';
import type { Context } from 'hono';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';
import { DB_ID_MAX } from '@common/contract';
import { HttpError } from '../lib/http';

/** Most rows one list call returns. */
export const MAX_PAGE_ROWS = 1000;

export interface ListQuery {
  sort: { field: string; order: 'ASC' | 'DESC' } | null;
  range: { offset: number; limit: number };
  filter: Record<string, unknown>;
}

function parseParam(c: Context, name: string): unknown {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return undefined;
  if (raw.length > 10_000 || raw.includes('\0')) throw new HttpError(400, `${name} is too long or malformed`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new HttpError(400, `${name} must be JSON`);
  }
}

/** ra-data-simple-rest's list parameters: sort=["field","ASC"], range=[0,24], filter={...}. */
export function listQuery(c: Context): ListQuery {
  const sort = parseParam(c, 'sort');
  const range = parseParam(c, 'range');
  const filter = parseParam(c, 'filter') ?? {};
  let parsedSort: ListQuery['sort'] = null;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || (sort[1] !== 'ASC' && sort[1] !== 'DESC')) {
      throw new HttpError(400, CONSOLE_MSG.list.sort);
    }
    parsedSort = { field: sort[0], order: sort[1] };
  }
  let parsedRange = { offset: 0, limit: 25 };
  if (range !== undefined) {
    const ok =
      Array.isArray(range) &&
      range.length === 2 &&
      range.every((n) => Number.isSafeInteger(n) && n >= 0) &&
      (range[1] as number) >= (range[0] as number);
    if (!ok) throw new HttpError(400, CONSOLE_MSG.list.range);
    const [first, last] = range as [number, number];
    parsedRange = { offset: first, limit: Math.min(MAX_PAGE_ROWS, last - first + 1) };
  }
  if (filter === null || typeof filter !== 'object' || Array.isArray(filter)) {
    throw new HttpError(400, CONSOLE_MSG.list.filter);
  }
  return { sort: parsedSort, range: parsedRange, filter: filter as Record<string, unknown> };
}

/** The ORDER BY of a list: the sort field when it is one of `columns`, then id for a stable order. */
export function orderOf(q: ListQuery, columns: Record<string, AnyColumn | SQL>, id: AnyColumn): SQL[] {
  const column = q.sort ? columns[q.sort.field] : undefined;
  if (q.sort && !column) throw new HttpError(400, `Cannot sort by ${q.sort.field}`);
  const dir = q.sort?.order === 'ASC' ? asc : desc;
  return column ? [dir(column), dir(id)] : [desc(id)];
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
