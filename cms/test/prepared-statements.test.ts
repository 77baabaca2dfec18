import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { preparedOnce } from '../src/db/prepared';
import { categories, products } from '../src/db/schema';
import { productsById } from '../src/services/stock';
import { freshDatabase } from './support/harness';

/**
 * The checkout's statements are built once per database and named (docs/adr/0100): what must hold for that
 * to stay right on PGlite and on PostgreSQL.
 */
let database: Database;
before(async () => {
  database = await freshDatabase();
});
after(async () => {
  await database.close();
});

describe('preparedOnce', () => {
  it('builds a statement once per database, and again for another database', async () => {
    let builds = 0;
    const statement = preparedOnce((db) => {
      builds++;
      return db.select({ id: products.id }).from(products).limit(1).prepare('test_prepared_once');
    });
    assert.equal(statement(database.db), statement(database.db));
    assert.equal(builds, 1);
    const other = await freshDatabase();
    try {
      assert.notEqual(statement(other.db), statement(database.db));
      assert.equal(builds, 2);
    } finally {
      await other.close();
    }
  });
});

describe('a prepared statement with an array placeholder', () => {
  it('answers each call with its own ids, past the executions after which PostgreSQL keeps a generic plan', async () => {
    const [category] = await database.db
      .insert(categories)
      .values({ slug: 'prepared', name: 'Prepared', image: '/uploads/c.jpg' })
      .returning({ id: categories.id });
    assert.ok(category);
    await database.db.insert(products).values(
      ['a', 'b', 'c'].map((x, i) => ({
        slug: `prepared-${x}`,
        name: `Prepared ${x}`,
        image: '/uploads/p.jpg',
        priceCents: 100 * (i + 1),
        quantity: 5,
        categoryId: category.id,
      })),
    );
    const rows = await database.db
      .select({ id: products.id, slug: products.slug })
      .from(products)
      .where(sql`${products.slug} like 'prepared-%'`)
      .orderBy(products.id);
    const ids = rows.map((r) => r.id);
    for (let round = 0; round < 8; round++) {
      const pick = ids.filter((_, i) => (round + i) % 2 === 0);
      const found = await productsById(database.db, pick);
      assert.deepEqual([...found.keys()].sort(), [...pick].sort(), `round ${round}`);
    }
    assert.equal((await productsById(database.db, [])).size, 0);
    assert.equal((await productsById(database.db, [2_000_000_000])).size, 0);
  });
});

describe('statement names', () => {
  it('each name in the CMS belongs to one statement (PostgreSQL refuses a name used for two texts)', () => {
    const src = fileURLToPath(new URL('../src', import.meta.url));
    const files = readdirSync(src, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.ts'));
    const seen = new Map<string, string>();
    for (const file of files) {
      const text = readFileSync(path.join(src, file), 'utf8');
      // `.prepare('…')`, namedInTransaction('…'), and a helper that makes one (`allowanceStatement('…')`).
      for (const m of text.matchAll(
        /(?:\.prepare|namedInTransaction(?:<[^>]*>)?|Statement)\(\s*'([^']+)'/g,
      )) {
        const name = m[1] ?? '';
        assert.ok(!seen.has(name), `'${name}' is prepared in ${seen.get(name)} and in ${file}`);
        seen.set(name, file);
      }
    }
    // The scan found the checkout's statements: a changed call shape would otherwise pass unchecked.
    assert.ok(seen.size >= 10, `only ${seen.size} named statements found`);
  });
});
