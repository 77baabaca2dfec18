import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { desc, eq } from 'drizzle-orm';
import { CONSOLE_MSG } from '@common/messages';
import { adminAuditLog, products } from '../src/db/schema';
import { PLACEHOLDER_IMAGE } from '../src/admin/services/images';
import type { AdminTestApp } from './support/admin';
import { consoleWithStaff } from './support/console-staff';
import { testDbKind } from './support/harness';
import { insertCategory, insertProduct } from './support/fixtures';
import { placeOrder } from './support/orders-fixtures';

type Json = Record<string, unknown>;

/** A product's life in the console: saved without a photo, archived and restored, deleted for good. */
describe(`console product lifecycle (${testDbKind})`, () => {
  let t: AdminTestApp;
  let cookie: string;
  let categoryId: number;
  before(async () => {
    ({ t, clerk: cookie } = await consoleWithStaff());
    categoryId = (await insertCategory(t.database.db, { slug: 'spices' })).id;
  });
  after(() => t.close());

  const lastAudit = async () =>
    (await t.database.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1))[0];
  const shopFinds = async (slug: string) => (await t.call('GET', `/product/get/${slug}`)).status === 200;

  test('a product without a photo (as a CSV import makes it) saves back as the form sends it', async () => {
    const imported = await insertProduct(t.database.db, categoryId, {
      slug: 'imported-cumin',
      image: PLACEHOLDER_IMAGE,
    });
    const read = await t.admin('GET', `/products/${imported.id}`, { cookie });
    assert.equal(read.status, 200, read.text);
    assert.equal(read.body.image, null, 'the placeholder is no photo');
    assert.equal(read.body.image_upload_id, null, 'nor an upload the form could send back');
    // react-admin's form sends the whole record back, with the price changed.
    const saved = await t.admin('PUT', `/products/${imported.id}`, {
      cookie,
      body: { ...read.body, price: 4.75 },
    });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.price, 4.75);
    const [row] = await t.database.db.select().from(products).where(eq(products.id, imported.id));
    assert.equal(row?.image, PLACEHOLDER_IMAGE, 'it keeps its image');
  });

  test('an unknown upload id is a 422 on the image field, not a whole-form failure', async () => {
    const p = await insertProduct(t.database.db, categoryId, { slug: 'no-such-upload' });
    const read = await t.admin('GET', `/products/${p.id}`, { cookie });
    const res = await t.admin('PUT', `/products/${p.id}`, {
      cookie,
      body: { ...read.body, image_upload_id: 'ffffffff-0000-0000-0000-000000000000' },
    });
    assert.equal(res.status, 422);
    assert.ok((res.body.errors as Json).image_upload_id, res.text);
  });

  test('archive hides a product from the shop and restore brings it back, each audited', async () => {
    const p = await insertProduct(t.database.db, categoryId, { slug: 'archived-ajwain' });
    assert.equal(await shopFinds('archived-ajwain'), true);
    const archived = await t.admin('POST', `/products/${p.id}/archive`, { cookie });
    assert.equal(archived.status, 200, archived.text);
    assert.equal(archived.body.archived, true);
    assert.equal(await shopFinds('archived-ajwain'), false, 'hidden from the shop');
    assert.equal((await lastAudit())?.action, 'product.archive');
    assert.equal(
      (await t.admin('POST', `/products/${p.id}/archive`, { cookie })).status,
      200,
      'twice is fine',
    );

    const restored = await t.admin('POST', `/products/${p.id}/restore`, { cookie });
    assert.equal(restored.status, 200, restored.text);
    assert.equal(restored.body.archived, false);
    assert.equal(await shopFinds('archived-ajwain'), true, 'back in the shop');
    const audit = await lastAudit();
    assert.equal(audit?.action, 'product.restore');
    assert.equal((audit?.before as Json).archived, true);
    assert.equal((audit?.after as Json).archived, false);
    assert.equal((await t.admin('POST', '/products/999999/archive', { cookie })).status, 404);
    assert.equal((await t.admin('POST', `/products/${p.id}/restore`)).status, 401, 'staff only');
  });

  test('delete is for good; a product an order refers to is refused with a clear message', async () => {
    const ordered = await insertProduct(t.database.db, categoryId, { quantity: 5, slug: 'ordered-saffron' });
    await placeOrder(t.call, [{ product_id: ordered.id, qty: 1 }]);
    const refused = await t.admin('DELETE', `/products/${ordered.id}`, { cookie });
    assert.equal(refused.status, 409, refused.text);
    assert.equal(refused.body.message, CONSOLE_MSG.records.productInOrders);
    const kept = await t.admin('GET', `/products/${ordered.id}`, { cookie });
    assert.equal(kept.status, 200);
    assert.equal(kept.body.archived, false, 'not archived behind the owner’s back');

    const loose = await insertProduct(t.database.db, categoryId, { slug: 'loose-fennel' });
    const deleted = await t.admin('DELETE', `/products/${loose.id}`, { cookie });
    assert.equal(deleted.status, 200, deleted.text);
    assert.equal((await t.admin('GET', `/products/${loose.id}`, { cookie })).status, 404);
    const audit = await lastAudit();
    assert.equal(audit?.action, 'product.delete');
    assert.equal((audit?.before as Json).slug, 'loose-fennel');
  });
});
