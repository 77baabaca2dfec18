import type { Db } from './client';

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
