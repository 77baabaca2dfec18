import { CMS_MSG } from '@common/messages';
import { formBody } from '../body';
import { and, count, eq, ilike, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { Hono, type Context } from 'hono';
import type * as z from 'zod/mini';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../lib/http';
import { notifyStorefront } from '../../services/revalidate';
import { audit } from '../services/audit';
import type { AdminEnv } from '../env';
import {
  escapeLike,
  idsFilter,
  isUniqueViolation,
  listQuery,
  orderOf,
  pathId,
  setContentRange,
  slugTaken,
  textFilter,
} from '../services/list-query';

type Row = Record<string, unknown> & { id: number };

/** What differs between the console's small resources (categories, banners, 'Why Choose Us'). */
export interface SimpleResource<S extends z.core.$ZodType> {
  name: string;
  /** Audit entity, e.g. `category`. */
  entity: string;
  table: PgTable & { id: AnyColumn };
  schema: S;
  /** Columns the list sorts by, by API field name. */
  sortable: Record<string, AnyColumn>;
  /** Column `filter.q` searches, if any. */
  searchable?: AnyColumn;
  /** Table values from a validated body (and the record before, for an update). */
  values(input: z.output<S>, before: Row | null): Promise<Record<string, unknown>>;
  out(row: Row): Record<string, unknown>;
  /** Storefront cache tags that show this resource. */
  purgeTags: string[];
  /** The record as the audit log names it (default: `<entity> #<id>`). */
  label?(row: Row): string;
  /** Throws (409) when a record may not be deleted. */
  beforeDelete?(id: number): Promise<void>;
}

type AnyTable = PgTable & { id: AnyColumn };

/** The list call: ids, a text search where the resource has one, sorting and a page of rows. */
async function listResource<S extends z.core.$ZodType>(
  db: AppDeps['db'],
  table: AnyTable,
  r: SimpleResource<S>,
  c: Context<AdminEnv>,
) {
  const q = listQuery(c);
  const where: SQL[] = [];
  const ids = idsFilter(q.filter);
  if (ids) where.push(inArray(table.id, ids));
  const text = textFilter(q.filter, 'q');
  if (text && r.searchable) where.push(ilike(r.searchable, `%${escapeLike(text)}%`));
  const cond = and(...where);
  const rows = (await db
    .select()
    .from(table)
    .where(cond)
    .orderBy(...orderOf(q, { id: table.id, ...r.sortable }, table.id))
    .limit(q.range.limit)
    .offset(q.range.offset)) as Row[];
  const [total] = await db.select({ n: count() }).from(table).where(cond);
  setContentRange(c, r.name, q.range.offset, rows.length, total?.n ?? 0);
  return c.json(rows.map(r.out));
}

/** A unique index refusing a write is a slug already taken (409), not a 500. */
async function unlessSlugTaken<T>(f: () => Promise<T>): Promise<T> {
  try {
    return await f();
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** List, read, create, update and delete in the ra-data-simple-rest dialect, audited and purged. */
export function simpleResourceRoutes<S extends z.core.$ZodType>(deps: AppDeps, r: SimpleResource<S>) {
  const app = new Hono<AdminEnv>();
  const { db } = deps;
  // drizzle's generic table types do not narrow through a generic helper; rows are plain records here.
  const table = r.table as unknown as AnyTable;
  const one = async (id: number): Promise<Row | null> => {
    const [row] = (await db.select().from(table).where(eq(table.id, id)).limit(1)) as Row[];
    return row ?? null;
  };
  const purge = () => void notifyStorefront(deps.config, r.purgeTags);
  const labelOf = (row: Row) => r.label?.(row) ?? `${r.entity.replace('_', ' ')} #${row.id}`;

  app.get(`/${r.name}`, (c) => listResource(db, table, r, c));

  app.get(`/${r.name}/:id`, async (c) => {
    const row = await one(pathId(c));
    if (!row) throw new HttpError(404, CMS_MSG.request.notFound);
    return c.json(r.out(row));
  });

  app.post(`/${r.name}`, async (c) => {
    const input = await formBody(c, r.schema);
    const values = await r.values(input, null);
    const [row] = (await unlessSlugTaken(() => db.insert(table).values(values).returning())) as Row[];
    const after = r.out(row!);
    await audit(db, c.get('actor'), deps.now(), {
      action: `${r.entity}.create`,
      entity: r.entity,
      entityId: row!.id,
      label: labelOf(row!),
      after,
    });
    purge();
    return c.json(after, 201);
  });

  app.put(`/${r.name}/:id`, async (c) => {
    const id = pathId(c);
    const before = await one(id);
    if (!before) throw new HttpError(404, CMS_MSG.request.notFound);
    const input = await formBody(c, r.schema);
    const values = await r.values(input, before);
    const [row] = (await unlessSlugTaken(() =>
      db.update(table).set(values).where(eq(table.id, id)).returning(),
    )) as Row[];
    const after = r.out(row!);
    await audit(db, c.get('actor'), deps.now(), {
      action: `${r.entity}.update`,
      entity: r.entity,
      entityId: id,
      label: labelOf(row!),
      before: r.out(before),
      after,
    });
    purge();
    return c.json(after);
  });

  app.delete(`/${r.name}/:id`, async (c) => {
    const id = pathId(c);
    const before = await one(id);
    if (!before) throw new HttpError(404, CMS_MSG.request.notFound);
    await r.beforeDelete?.(id);
    await db.delete(table).where(eq(table.id, id));
    const out = r.out(before);
    await audit(db, c.get('actor'), deps.now(), {
      action: `${r.entity}.delete`,
      entity: r.entity,
      entityId: id,
      label: labelOf(before),
      before: out,
    });
    purge();
    return c.json(out);
  });

  return app;
}
