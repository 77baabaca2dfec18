import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { loadConfig, type CmsConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import {
  banners,
  categories,
  chooseUs,
  contactPage,
  contentPages,
  meta,
  products,
  users,
} from '../src/db/schema';
import { demoImageJobs, uploadFilePath } from '../src/seed/images';
import {
  buildSyntheticProducts,
  DEMO_FIXTURES,
  ensureImages,
  resetAndSeed,
  seedIfEmpty,
  seedSyntheticProducts,
} from '../src/seed/index';

const config: CmsConfig = loadConfig({});

async function counts(db: Database['db']) {
  const n = async (table: typeof categories | typeof products | typeof banners | typeof chooseUs) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  const pages = await db.select({ n: count() }).from(contentPages);
  const contact = await db.select({ n: count() }).from(contactPage);
  return {
    categories: await n(categories),
    products: await n(products),
    banners: await n(banners),
    chooseUs: await n(chooseUs),
    contentPages: pages[0]?.n ?? 0,
    contact: contact[0]?.n ?? 0,
  };
}

describe('demo shop seed (in-memory PGlite)', () => {
  let database: Database;
  before(async () => {
    database = await openDatabase({});
  });
  after(async () => {
    await database.close();
  });

  test('seedIfEmpty seeds the catalogue and content once', async () => {
    const { db } = database;
    assert.equal(await seedIfEmpty(db, config), true);
    const c = await counts(db);
    assert.equal(c.categories, 8);
    assert.ok(c.products >= 80, `products: ${c.products}`);
    assert.ok(c.banners >= 3);
    assert.equal(c.chooseUs, 4);
    assert.equal(c.contentPages, 4);
    assert.equal(c.contact, 1);

    const marker = await db.select().from(meta).where(eq(meta.key, 'seeded_at'));
    assert.equal(marker.length, 1);

    assert.equal(await seedIfEmpty(db, config), false, 'second call reports nothing seeded');
    assert.deepEqual(await counts(db), c, 'second call duplicates nothing');
  });

  test('catalogue has the shapes the storefront and its tests rely on', async () => {
    const { db } = database;
    const cats = await db.select().from(categories).orderBy(categories.sortOrder);
    assert.deepEqual(
      cats.map((x) => x.slug),
      [
        'indoor-plants',
        'outdoor-plants',
        'seeds-bulbs',
        'garden-tools',
        'pots-planters',
        'nepalese-spices-groceries',
        'teas-snacks',
        'handicrafts',
      ],
    );
    assert.ok(cats.every((x) => x.isFeatured && x.image === `/uploads/categories/${x.slug}.webp`));

    const rows = await db.select().from(products);
    const qty = rows.map((p) => p.quantity);
    assert.ok(qty.filter((q) => q === 0).length >= 5, 'some out of stock');
    assert.ok(qty.filter((q) => q >= 1 && q <= 3).length >= 6, 'some nearly out of stock');
    assert.ok(
      rows.every((p) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(p.slug)),
      'kebab-case slugs',
    );
    assert.ok(rows.every((p) => p.image === `/uploads/products/${p.slug}.webp`));
    assert.ok(rows.every((p) => p.priceCents >= 299 && p.priceCents <= 12999));
    const featured = rows.filter((p) => p.isFeatured).length;
    const offers = rows.filter((p) => p.isOffer).length;
    assert.ok(featured >= 25 && featured <= 35, `featured: ${featured}`);
    assert.ok(offers >= 10 && offers <= 19, `offers: ${offers}`);

    const bySlug = new Map(rows.map((p) => [p.slug, p]));
    assert.equal(bySlug.get(DEMO_FIXTURES.freeShippingPriceSlug)?.priceCents, 4900);
    assert.equal(bySlug.get(DEMO_FIXTURES.justUnderFreeShippingSlug)?.priceCents, 4899);
    const unsafe = bySlug.get(DEMO_FIXTURES.sanitiserDemoSlug)?.detail ?? '';
    assert.match(unsafe, /<script>alert\(1\)<\/script>/);
    assert.match(unsafe, /onerror=alert\(1\)/);

    const groceryIds = new Set(
      cats.filter((x) => x.slug === 'nepalese-spices-groceries' || x.slug === 'teas-snacks').map((x) => x.id),
    );
    for (const p of rows) {
      assert.equal(p.ingredients !== null, groceryIds.has(p.categoryId), `ingredients on ${p.slug}`);
      assert.match(p.detail ?? '', /<ul>.*<li>.*<\/ul>/s);
    }

    const inactive = await db.select().from(banners).where(eq(banners.status, false));
    assert.equal(inactive.length, 1);
    const kinds = (await db.select({ kind: contentPages.kind }).from(contentPages)).map((r) => r.kind).sort();
    assert.deepEqual(kinds, ['about', 'privacy', 'refund', 'toc']);
    const [contact] = await db.select().from(contactPage);
    assert.match(
      contact?.mapEmbedUrl ?? '',
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
    );
  });

  test('seed is deterministic: created_at is spread over ~120 days before a fixed date', async () => {
    const rows = await database.db.select({ createdAt: products.createdAt }).from(products);
    const times = rows.map((r) => r.createdAt.getTime());
    const spanDays = (Math.max(...times) - Math.min(...times)) / 86_400_000;
    assert.ok(spanDays > 100 && spanDays <= 121, `span ${spanDays}`);
    assert.ok(Math.max(...times) <= Date.UTC(2026, 6, 1, 10));
  });

  test('resetAndSeed wipes shopper data and restores the demo catalogue', async () => {
    const { db } = database;
    const before = await counts(db);
    await db.insert(users).values({ name: 'A', email: 'a@example.com', passwordHash: 'x' });
    await db.delete(products).where(eq(products.slug, DEMO_FIXTURES.freeShippingPriceSlug));
    await db.delete(banners);
    await db.execute(sql`SELECT nextval('order_number_seq')`);

    await resetAndSeed(db, config);

    assert.deepEqual(await counts(db), before);
    assert.equal((await db.select().from(users)).length, 0);
    const [first] = await db.select({ id: products.id }).from(products).orderBy(products.id).limit(1);
    assert.equal(first?.id, 1, 'ids restart');
    // `Db` is generic over the driver, so execute() is untyped; both PGlite and node-postgres return `rows`.
    const next = (await db.execute(sql`SELECT nextval('order_number_seq')::text AS n`)) as unknown as {
      rows: { n: string }[];
    };
    assert.equal(next.rows[0]?.n, '1001', 'order numbers restart at 1001');
    assert.equal(await seedIfEmpty(db, config), false, 'marker written by the reset');
  });

  test('synthetic products insert in bulk with unique slugs', async () => {
    const { db } = database;
    const built = buildSyntheticProducts(1000);
    assert.equal(new Set(built.map((p) => p.slug)).size, 1000);
    assert.equal(new Set(built.map((p) => p.categorySlug)).size, 8);
    const started = Date.now();
    assert.equal(await seedSyntheticProducts(db, 2500), 2500);
    const elapsed = Date.now() - started;
    assert.ok(elapsed < 15_000, `2,500 synthetic rows took ${elapsed} ms`);
    const c = await counts(db);
    assert.ok(c.products >= 2580);
  });
});

describe('demo images', () => {
  let dataDir: string;
  before(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'seed-images-'));
  });
  after(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  test('every image path the seed stores has a drawing job', async () => {
    const database = await openDatabase({});
    try {
      const { db } = database;
      await seedIfEmpty(db, config);
      const stored = [
        ...(await db.select({ image: products.image }).from(products)),
        ...(await db.select({ image: categories.image }).from(categories)),
        ...(await db.select({ image: banners.image }).from(banners)),
        ...(await db.select({ image: chooseUs.image }).from(chooseUs)),
        ...(await db.select({ image: contentPages.image }).from(contentPages)),
      ].flatMap((r) => (r.image ? [r.image] : []));
      const drawable = new Set(demoImageJobs().map((j) => j.publicPath));
      assert.deepEqual(
        stored.filter((p) => !drawable.has(p)),
        [],
      );
      assert.equal(drawable.size, demoImageJobs().length, 'no two jobs write the same file');
    } finally {
      await database.close();
    }
  });

  // Drawing a sample keeps the suite quick; the full set (~105 files) uses the same code path.
  const sample = new Set([
    '/uploads/products/money-plant-golden-pothos.webp',
    '/uploads/banners/banner-1.webp',
    '/uploads/categories/handicrafts.webp',
    '/uploads/choose/1.webp',
    '/uploads/about/about.webp',
  ]);
  const filter = (publicPath: string) => sample.has(publicPath);
  const file = (publicPath: string) => uploadFilePath({ dataDir }, publicPath);

  test('ensureImages writes WebP files of the sizes the storefront expects', async () => {
    assert.equal(await ensureImages({ dataDir }, { filter }), sample.size);
    const size = async (publicPath: string) => {
      const m = await sharp(file(publicPath)).metadata();
      return [m.format, m.width, m.height];
    };
    assert.deepEqual(await size('/uploads/products/money-plant-golden-pothos.webp'), ['webp', 1200, 1800]);
    assert.deepEqual(await size('/uploads/banners/banner-1.webp'), ['webp', 2000, 490]);
    assert.deepEqual(await size('/uploads/categories/handicrafts.webp'), ['webp', 600, 600]);
    assert.deepEqual(await size('/uploads/choose/1.webp'), ['webp', 200, 200]);
    assert.deepEqual(await size('/uploads/about/about.webp'), ['webp', 1200, 800]);
    const leftovers = (await readdir(path.dirname(file('/uploads/products/x.webp')))).filter((f) =>
      f.endsWith('.tmp'),
    );
    assert.deepEqual(leftovers, [], 'no temporary files left behind');
  });

  test('ensureImages skips files that already exist', async () => {
    const mtimes = async () => Promise.all([...sample].map(async (p) => (await stat(file(p))).mtimeMs));
    const before = await mtimes();
    const started = Date.now();
    assert.equal(await ensureImages({ dataDir }, { filter }), 0);
    assert.ok(Date.now() - started < 1_000);
    assert.deepEqual(await mtimes(), before);
  });
});
