import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { RESEMBLANCE } from '../services/search/plan';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any fixed number: the key of the advisory lock that several CMS instances take around their migrations. */
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Several instances started at once on one fresh database would each create drizzle's migrations table and
 * run the same migration; the loser dies on a duplicate key. A session advisory lock, held on one connection
 * for the whole migration, makes them take turns: the second finds the migrations already applied. (PGlite
 * needs none: its data directory belongs to one process.)
 */
async function withMigrationLock(pool: pg.Pool, migrate: () => Promise<void>): Promise<void> {
  const lockHolder = await pool.connect();
  try {
    await lockHolder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lockHolder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lockHolder.release();
  }
}

/** Every session starts with the 'Did you mean' resemblance as pg_trgm's threshold (search/plan.ts). */
const TRGM_THRESHOLD = 'pg_trgm.word_similarity_threshold';
/** The same as a connection's startup options, so each pooled connection has it before its first query. */
const SESSION_OPTIONS = `-c ${TRGM_THRESHOLD}=${RESEMBLANCE}`;

/**
 * The one switch between the embedded PGlite file (default) and a PostgreSQL server (`databaseUrl`).
 * Both run the same SQL migrations from `migrations/` before anything else touches the data.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: SESSION_OPTIONS });
    // An idle connection the server drops (restart, failover, admin) must not crash the process: the pool
    // discards it and opens a new one on the next query.
    pool.on('error', (err) => console.error('[db] idle PostgreSQL connection lost:', err.message));
    const db = drizzlePg(pool, { schema });
    await withMigrationLock(pool, () => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  // No dataDir means an in-memory database (tests).
  let dir: string | undefined;
  if (opts.dataDir) {
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
  }
  // Search's extensions (migration 0005); PostgreSQL ships them as contrib modules.
  const extensions = { pg_trgm, unaccent, fuzzystrmatch };
  const client = dir ? new PGlite(dir, { extensions }) : new PGlite({ extensions });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  await client.exec(`SET ${TRGM_THRESHOLD} = ${RESEMBLANCE}`);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
