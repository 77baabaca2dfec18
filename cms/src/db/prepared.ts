import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { rowsOf } from './rows';

/**
 * A statement the checkout runs on every order, built by drizzle once per database instead of on every call,
 * and named, so PostgreSQL parses and plans it once per pooled connection
 * (docs/adr/0100-checkout-statements-prepared.md). `build` gets the database and returns drizzle's
 * `.prepare(name)` of the statement, with `sql.placeholder`s for what changes per call; each name must belong
 * to one statement text only, or PostgreSQL refuses the second.
 *
 * Only for statements run on the database itself: a transaction's `tx` is a new object each time, so a
 * statement inside one is built again per transaction (it may still take a name, for PostgreSQL's side).
 */
export function preparedOnce<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

const dialect = new PgDialect();

/** The values of a statement's `sql.placeholder`s, by name. */
export type PlaceholderValues = Record<string, unknown>;

/**
 * A statement a transaction runs on every order: preparedOnce's counterpart inside a transaction, where the
 * statement cannot be kept on `tx` (a new object each time). `build` returns its SQL with `sql.placeholder`s
 * for what changes per call; it is turned into text once, on the first call, and each call sends that text
 * under `name` on the transaction's own connection, so PostgreSQL parses and plans it once per pooled
 * connection there too (docs/adr/0100-checkout-statements-prepared.md). PGlite ignores the name. Resolves
 * with the rows, as `rowsOf` reads a raw `execute`.
 */
export function namedInTransaction<Row>(name: string, build: (tx: Db) => SQL) {
  let query: Query | undefined;
  /** The statement's text and its parameters in order (the placeholders), built on the first call. */
  const queryOf = (tx: Db) => (query ??= dialect.sqlToQuery(build(tx)));
  const run = async (tx: Db, values: PlaceholderValues): Promise<Row[]> =>
    rowsOf<Row>(await tx._.session.prepareQuery(queryOf(tx), undefined, name, false).execute(values));
  return Object.assign(run, { statementName: name, queryOf });
}

/**
 * A `sql.placeholder` of the same name for each key of `T`, for a statement that inserts a row of `T`
 * built once: `keys` must name every key of `T`, which TypeScript checks, so a column added to the row
 * cannot be left out of the statement.
 */
export function placeholdersFor<T>(keys: { [K in keyof T]-?: true }) {
  return Object.fromEntries(Object.keys(keys).map((k) => [k, sql.placeholder(k)])) as {
    [K in keyof T]-?: ReturnType<typeof sql.placeholder<K & string>>;
  };
}
