import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { PRICE_ORDER_TAG, PRODUCTS_TAG } from '@common/cache-tags.mjs';
import { productPurgeTags } from '../src/admin/services/products';
import { createAdminTestApp, type AdminTestApp } from './support/admin';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { PURGING_ENV, recordPurges, type PurgeRecord } from './support/purges';

type Json = Record<string, unknown>;

/**
 * An owner's change of a product purges what it can change on the storefront, and no more
 * (docs/adr/0106): during a sale the owner's edits every few seconds otherwise made every cached page
 * stale, and the storefronts rendered them all again.
 */
describe(`console product purges (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  let categoryId: number;
  let otherCategoryId: number;
  let purges: PurgeRecord;

  before(async () => {
    t = await createAdminTestApp(PURGING_ENV);
    const { secret } = await t.enrol('owner@example.com');
    cookie = await t.staffSignIn('owner@example.com', secret);
    categoryId = (await insertCategory(t.database.db, { slug: 'herbs' })).id;
    otherCategoryId = (await insertCategory(t.database.db, { slug: 'teas' })).id;
  });
  after(() => t.close());
  beforeEach(() => {
    purges = recordPurges();
  });
  afterEach(() => purges.restore());

  /** The tags of the one purge a change sends (it is sent without being waited for). */
  async function purgedBy(change: () => Promise<{ status: number; text: string }>) {
    const res = await change();
    assert.equal(res.status, 200, res.text);
    for (let i = 0; i < 200 && purges.tags.length === 0; i++) await new Promise((r) => setTimeout(r, 5));
    assert.equal(purges.tags.length, 1, `one purge, got ${JSON.stringify(purges.tags)}`);
    const [tags] = purges.tags;
    purges.clear();
    return [...tags!].sort();
  }

  async function edited(slug: string, change: Json) {
    const p = await insertProduct(t.database.db, categoryId, { slug, priceCents: 450, quantity: 5 });
    const read = await t.admin('GET', `/products/${p.id}`, { cookie });
    assert.equal(read.status, 200, read.text);
    return purgedBy(() => t.admin('PUT', `/products/${p.id}`, { cookie, body: { ...read.body, ...change } }));
  }

  test('a stock change purges only the products’ own tag, from the stock form and the product form', async () => {
    const p = await insertProduct(t.database.db, categoryId, { slug: 'tulsi', quantity: 5 });
    assert.deepEqual(
      await purgedBy(() =>
        t.admin('POST', '/products/stock', { cookie, body: { items: [{ id: p.id, quantity: 9 }] } }),
      ),
      ['product:tulsi'],
    );
    assert.deepEqual(await edited('mint', { quantity: 7 }), ['product:mint']);
  });

  test('fields no list is chosen or sorted by purge only the product’s own tag', async () => {
    assert.deepEqual(await edited('sage', { ingredients: 'Sage leaves' }), ['product:sage']);
    assert.deepEqual(await edited('thyme', { unit_in_gram: 250 }), ['product:thyme']);
  });

  test('a price change purges the product and the lists sorted by price', async () => {
    assert.deepEqual(await edited('basil', { price: 4.99 }), [PRICE_ORDER_TAG, 'product:basil'].sort());
  });

  test('a change that can move the product into or out of a list purges every list', async () => {
    for (const [slug, change] of [
      ['rosemary', { name: 'Rosemary bush' }],
      ['oregano', { category_id: otherCategoryId }],
      ['dill', { search_terms: 'anethum' }],
      ['chives', { detail: '<p>Grows back</p>' }],
      ['parsley', { featured: true }],
      ['fennel', { offer: true }],
      ['lovage', { home_order: 3 }],
      ['borage', { price: 9.99, featured: true }],
    ] as const) {
      assert.deepEqual(await edited(slug, change), [PRODUCTS_TAG, `product:${slug}`].sort(), slug);
    }
  });

  test('a new slug purges both the old and the new one, and every list', async () => {
    assert.deepEqual(
      await edited('lemon-balm', { slug: 'melissa' }),
      [PRODUCTS_TAG, 'product:lemon-balm', 'product:melissa'].sort(),
    );
  });

  test('more products than a purge can name send the list tag alone, whatever the change', () => {
    const many = Array.from({ length: 101 }, (_, i) => `p-${i}`);
    for (const reach of ['lists', 'price order', 'own'] as const)
      assert.deepEqual(productPurgeTags(many, reach), [PRODUCTS_TAG]);
    assert.deepEqual(productPurgeTags(many.slice(0, 100), 'own').length, 100);
  });
});
