import { after, afterEach, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { clientAddressHeaders } from '@common/client-address';
import { REVIEW_PAGE_SIZE } from '@common/constants';
import { REVIEW_MSG } from '@common/messages';
import { adminAuditLog, rateLimits, reviews } from '../src/db/schema';
import { REVIEW_LIMITS } from '../src/services/reviews/limits';
import { ADMIN_SECRET, createAdminTestApp, type AdminTestApp } from './support/admin';
import { rowsOf } from './support/console-staff';
import { insertCategory, insertProduct } from './support/fixtures';
import { testDbKind } from './support/harness';
import { signedInUser } from './support/orders-fixtures';
import { placeOrder, payAndUpdate, orderByPid } from './support/orders-fixtures';
import { PURGING_ENV, recordPurges, type PurgeRecord } from './support/purges';
import { orderWithStatus } from './support/reviews-fixtures';

type Json = Record<string, unknown>;

describe(`product reviews (${testDbKind})`, () => {
  let t: AdminTestApp;
  let owner: string;
  let categoryId: number;
  let purges: PurgeRecord;

  before(async () => {
    t = await createAdminTestApp(PURGING_ENV);
    const { secret } = await t.enrol('owner@example.com');
    owner = await t.staffSignIn('owner@example.com', secret);
    categoryId = (await insertCategory(t.database.db)).id;
  });
  after(() => t.close());
  beforeEach(async () => {
    purges = recordPurges();
    await t.database.db.delete(rateLimits);
  });
  afterEach(() => purges.restore());

  const product = (fields: { slug?: string; name?: string } = {}) =>
    insertProduct(t.database.db, categoryId, { quantity: 50, ...fields });
  const customer = (name = 'Asha Karki') => signedInUser(t, { name });
  const review = (token: string, body: Json, headers: Record<string, string> = {}) =>
    t.call('POST', '/product/review', { token, body, headers });
  const good = (productId: number, fields: Json = {}) => ({
    product_id: productId,
    rating: 4,
    title: 'Healthy plant',
    text: 'Arrived well packed and is growing fast.',
    ...fields,
  });
  const reviewsOf = async (slug: string, page?: string) => {
    const res = await t.call('GET', `/product/${slug}/reviews${page === undefined ? '' : `?page=${page}`}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return res.body.data as { average: number; count: number; reviews: Json[] };
  };
  const queue = async (filter: Json = {}) =>
    rowsOf(
      await t.admin('GET', `/reviews?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`, {
        cookie: owner,
      }),
    );
  const moderate = async (id: unknown, body: Json) => {
    const res = await t.admin('PUT', `/reviews/${String(id)}`, { cookie: owner, body });
    assert.equal(res.status, 200, res.text);
    return res.body;
  };
  const idOf = async (productId: number, userId: number) => {
    const [row] = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
    assert.ok(row, 'the review is stored');
    return row.id;
  };

  test('a customer reviews a product of an order the console delivered; no one else can', async () => {
    const p = await product();
    const { user, token } = await customer();
    const { payment } = await placeOrder(t.call, [{ product_id: p.id, qty: 1 }], token);
    assert.equal((await payAndUpdate(t.call, payment)).status, 200);
    const order = await orderByPid(t.database.db, payment.pid);

    // Paid but not delivered: not yet a verified purchase.
    const early = await review(token, good(p.id));
    assert.equal(early.status, 403);
    assert.equal(early.body.message, REVIEW_MSG.notBought);

    const shipped = await t.admin('POST', `/orders/${order.id}/ship`, {
      cookie: owner,
      body: { carrier: 'usps', tracking_number: '9400111899223100000000' },
    });
    assert.equal(shipped.status, 200, shipped.text);
    assert.equal((await review(token, good(p.id))).status, 403, 'shipped is not delivered');
    const done = await t.admin('POST', `/orders/${order.id}/complete`, { cookie: owner });
    assert.equal(done.status, 200, done.text);

    const ok = await review(token, good(p.id));
    assert.equal(ok.status, 200, JSON.stringify(ok.body));
    assert.equal(ok.body.message, REVIEW_MSG.saved);

    // Another customer, who bought something else, cannot review it; nor can anyone review an unknown product.
    const other = await customer('Bikash Rai');
    const elsewhere = await product();
    await orderWithStatus(t.database.db, other.user.id, [elsewhere.id]);
    assert.equal((await review(other.token, good(p.id))).status, 403);
    assert.equal((await review(other.token, good(2_000_000))).status, 403);
    assert.equal((await t.call('POST', '/product/review', { body: good(p.id) })).status, 401);

    // Waiting for the owner: not on the product page yet.
    assert.deepEqual(await reviewsOf(p.slug), { average: 0, count: 0, reviews: [], page: 1, per_page: 10 });
    const mine = await t.call('GET', '/product/review/mine', { token });
    const items = (mine.body.data as { items: { product: Json; review: Json | null }[] }).items;
    assert.equal(items.length, 1);
    assert.equal(items[0]?.product.id, p.id);
    assert.equal(items[0]?.review?.status, 'pending');
    assert.equal(
      user.id,
      (await queue({ status: 'pending' })).find((r) => r.product_id === p.id)?.customer_id,
    );
  });

  test('the owner publishes: the page, the product record and the audit log show it, and the product is purged', async () => {
    const p = await product({ name: 'Golden Pothos' });
    const a = await customer('Asha Karki');
    const b = await customer('Bikash Rai');
    await orderWithStatus(t.database.db, a.user.id, [p.id]);
    await orderWithStatus(t.database.db, b.user.id, [p.id]);
    assert.equal((await review(a.token, good(p.id, { rating: 5 }))).status, 200);
    assert.equal((await review(b.token, good(p.id, { rating: 4, title: 'Good' }))).status, 200);

    const idA = await idOf(p.id, a.user.id);
    const published = await moderate(idA, { status: 'published' });
    assert.equal(published.status, 'published');
    assert.deepEqual(purges.tags, [[`product:${p.slug}`]]);
    await moderate(await idOf(p.id, b.user.id), { status: 'published', reply: 'Thank you, Bikash!' });

    const page = await reviewsOf(p.slug);
    assert.equal(page.count, 2);
    assert.equal(page.average, 4.5);
    assert.deepEqual(
      page.reviews.map((r) => [r.name, r.rating, r.reply]),
      [
        ['Bikash R.', 4, 'Thank you, Bikash!'],
        ['Asha K.', 5, null],
      ],
    );
    const record = await t.call('GET', `/product/get/${p.slug}`);
    assert.deepEqual((record.body.data as { product: Json }).product.rating, { average: 4.5, count: 2 });
    const listed = await t.call('GET', `/product/filter?category_slug=`);
    const card = (listed.body.data as Json[]).find((x) => x.id === p.id);
    assert.deepEqual(card?.rating, { average: 4.5, count: 2 }, 'listings carry the summary for the stars');

    const logged = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, 'review'), eq(adminAuditLog.entityId, String(idA))));
    assert.deepEqual(
      logged.map((l) => [l.action, l.staffEmail]),
      [['review.publish', 'owner@example.com']],
    );

    // Hidden: off the page and out of the summary, purged again, audited.
    purges.clear();
    await moderate(idA, { status: 'hidden' });
    assert.deepEqual(purges.tags, [[`product:${p.slug}`]]);
    const after = await reviewsOf(p.slug);
    assert.deepEqual([after.count, after.average, after.reviews.length], [1, 4, 1]);
    // Moderation needs a staff session.
    assert.equal((await t.admin('PUT', `/reviews/${idA}`, { body: { status: 'published' } })).status, 401);
    assert.equal((await t.admin('GET', '/reviews')).status, 401);
  });

  test('one review per customer and product; an edit replaces it and waits for the owner again', async () => {
    const p = await product();
    const { user, token } = await customer();
    await orderWithStatus(t.database.db, user.id, [p.id]);
    await orderWithStatus(t.database.db, user.id, [p.id]);
    assert.equal((await review(token, good(p.id, { rating: 2 }))).status, 200);
    const id = await idOf(p.id, user.id);
    await moderate(id, { status: 'published' });
    assert.equal((await reviewsOf(p.slug)).count, 1);

    purges.clear();
    const edited = await review(token, good(p.id, { rating: 5, title: 'Better after a month' }));
    assert.equal(edited.status, 200);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.productId, p.id));
    assert.equal(rows.length, 1, 'still one review');
    assert.deepEqual([rows[0]?.id, rows[0]?.rating, rows[0]?.status], [id, 5, 'pending']);
    assert.deepEqual(await reviewsOf(p.slug), { average: 0, count: 0, reviews: [], page: 1, per_page: 10 });
    assert.deepEqual(purges.tags, [[`product:${p.slug}`]], 'the published review left the page');
  });

  test('review text is plain text: no HTML survives, and text that was only HTML is refused', async () => {
    const p = await product();
    const { user, token } = await customer();
    await orderWithStatus(t.database.db, user.id, [p.id]);
    const res = await review(
      token,
      good(p.id, {
        title: '<b>Lovely</b> <script>alert(1)</script>',
        text: 'Grows <img src=x onerror=alert(1)>fast &lt;script&gt;alert(2)&lt;/script&gt; and 5 < 6 & more',
      }),
    );
    assert.equal(res.status, 200, JSON.stringify(res.body));
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.productId, p.id));
    assert.equal(row?.title, 'Lovely');
    assert.equal(row?.text, 'Grows fast and 5 < 6 & more');
    assert.doesNotMatch(`${row?.title}${row?.text}`, /<[a-z/!]/i);

    const onlyTags = await review(token, good(p.id, { text: '<img src=x onerror=alert(1)>' }));
    assert.equal(onlyTags.status, 422);
    assert.equal((onlyTags.body.errors as Json).text, REVIEW_MSG.emptyAfterTags('Review'));

    // The owner's reply is plain text too.
    const replied = await moderate(row!.id, { reply: '<a href="javascript:x">Thanks</a>!' });
    assert.equal(replied.reply, 'Thanks!');
  });

  test('bad input is a 4xx with a clear message, never a 500', async () => {
    const p = await product();
    const { user, token } = await customer();
    await orderWithStatus(t.database.db, user.id, [p.id]);
    for (const [fields, field] of [
      [{ rating: 0 }, 'rating'],
      [{ rating: 6 }, 'rating'],
      [{ title: '   ' }, 'title'],
      [{ text: 'x'.repeat(2001) }, 'text'],
      [{ product_id: -1 }, 'product_id'],
    ] as const) {
      const res = await review(token, good(p.id, fields));
      assert.equal(res.status, 422, `${JSON.stringify(fields)}: ${JSON.stringify(res.body)}`);
      assert.ok((res.body.errors as Json)[field], field);
    }
    assert.equal((await review(token, { product_id: p.id })).status, 422);
    assert.equal((await review(token, good(p.id, { rating: '5' }))).status, 400);
    assert.equal((await review(token, good(p.id, { rating: 3.5 }))).status, 400, 'stars are whole');
    for (const q of ['abc', '0', '1001', '-1']) {
      const res = await t.call('GET', `/product/${p.slug}/reviews?page=${q}`);
      assert.ok(res.status === 400 || res.status === 422, `page=${q}: ${res.status}`);
    }
    assert.equal((await t.call('GET', '/product/no-such-plant/reviews')).status, 404);
    assert.equal(
      (await t.admin('PUT', '/reviews/999999', { cookie: owner, body: { status: 'published' } })).status,
      404,
    );
    assert.equal(
      (await t.admin('PUT', '/reviews/1', { cookie: owner, body: { status: 'shown' } })).status,
      422,
    );
  });

  test('published reviews come a page at a time, newest first', async () => {
    const p = await product();
    const total = REVIEW_PAGE_SIZE + 2;
    for (let i = 0; i < total; i++) {
      const { user, token } = await customer(`Customer Number${i}`);
      await orderWithStatus(t.database.db, user.id, [p.id]);
      t.advance(1000);
      assert.equal(
        (await review(token, good(p.id, { rating: (i % 5) + 1, title: `Review ${i}` }))).status,
        200,
      );
      await moderate(await idOf(p.id, user.id), { status: 'published' });
    }
    const first = await reviewsOf(p.slug);
    const second = await reviewsOf(p.slug, '2');
    assert.equal(first.count, total);
    assert.equal(first.reviews.length, REVIEW_PAGE_SIZE);
    assert.equal(second.reviews.length, 2);
    assert.equal(first.reviews[0]?.title, `Review ${total - 1}`);
    assert.equal(second.reviews[1]?.title, 'Review 0');
    assert.deepEqual((await reviewsOf(p.slug, '3')).reviews, []);
  });

  test("the console's queue filters by status, product, stars and text, and reads one review", async () => {
    const p = await product();
    const { user, token } = await customer('Chandra Lama');
    await orderWithStatus(t.database.db, user.id, [p.id]);
    assert.equal((await review(token, good(p.id, { rating: 2, title: 'Wilted quickly' }))).status, 200);
    const id = await idOf(p.id, user.id);
    assert.deepEqual(
      (await queue({ product_id: p.id, rating: 2, q: 'wilted' })).map((r) => r.id),
      [id],
    );
    assert.deepEqual(await queue({ product_id: p.id, status: 'published' }), []);
    assert.deepEqual(await queue({ product_id: p.id, rating: 5 }), []);
    const one = await t.admin('GET', `/reviews/${id}`, { cookie: owner });
    assert.equal(one.status, 200, one.text);
    assert.deepEqual(
      [one.body.product_slug, one.body.customer_name, one.body.rating, one.body.status],
      [p.slug, 'Chandra Lama', 2, 'pending'],
    );
    assert.equal((await t.admin('GET', '/reviews/999999', { cookie: owner })).status, 404);
    // A reply alone on a review not shown changes no page: audited, nothing purged.
    purges.clear();
    await moderate(id, { reply: 'Sorry to hear that, we will be in touch.' });
    assert.deepEqual(purges.tags, []);
    const [logged] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, 'review'), eq(adminAuditLog.entityId, String(id))));
    assert.equal(logged?.action, 'review.reply');
  });

  test('parallel publishing keeps the summary exact', async () => {
    const p = await product();
    const ids: number[] = [];
    let sum = 0;
    for (let i = 0; i < 12; i++) {
      const { user, token } = await customer();
      await orderWithStatus(t.database.db, user.id, [p.id]);
      const rating = (i % 5) + 1;
      sum += rating;
      assert.equal((await review(token, good(p.id, { rating }))).status, 200);
      ids.push(await idOf(p.id, user.id));
    }
    await Promise.all(ids.map((id) => moderate(id, { status: 'published' })));
    const page = await reviewsOf(p.slug);
    assert.deepEqual([page.count, page.average], [12, Math.round((sum / 12) * 10) / 10]);
    await Promise.all(ids.slice(0, 6).map((id) => moderate(id, { status: 'hidden' })));
    assert.equal((await reviewsOf(p.slug)).count, 6);
  });

  test('reviews are limited per customer and per address, even in a parallel burst', async () => {
    const p = await product();
    const { user, token } = await customer();
    await orderWithStatus(t.database.db, user.id, [p.id]);
    const burst = await Promise.all(
      Array.from({ length: REVIEW_LIMITS.perCustomer.points + 5 }, () => review(token, good(p.id))),
    );
    const refused = burst.filter((r) => r.status === 429);
    assert.equal(refused.length, 5);
    assert.ok(refused[0]?.headers.get('retry-after'));
    assert.equal(burst.filter((r) => r.status === 200).length, REVIEW_LIMITS.perCustomer.points);

    // Many accounts from one address share its allowance.
    await t.database.db.delete(rateLimits);
    const from = clientAddressHeaders('198.51.100.77', ADMIN_SECRET);
    const accounts = await Promise.all(Array.from({ length: 4 }, () => customer()));
    for (const a of accounts) await orderWithStatus(t.database.db, a.user.id, [p.id]);
    const perAccount = REVIEW_LIMITS.perAddress.points / 4 + 2;
    const results = await Promise.all(
      accounts.flatMap((a) => Array.from({ length: perAccount }, () => review(a.token, good(p.id), from))),
    );
    assert.equal(results.filter((r) => r.status === 200).length, REVIEW_LIMITS.perAddress.points);
    assert.equal(
      results.filter((r) => r.status === 429).length,
      accounts.length * perAccount - REVIEW_LIMITS.perAddress.points,
    );
    // Another address is not held back by it.
    const elsewhere = clientAddressHeaders('198.51.100.78', ADMIN_SECRET);
    const { user: u2, token: t2 } = await customer();
    await orderWithStatus(t.database.db, u2.id, [p.id]);
    assert.equal((await review(t2, good(p.id), elsewhere)).status, 200);
  });
});
