import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  categoriesResponse,
  filterResponse,
  productListResponse,
  productResponse,
  productsByIdsResponse,
  similarProductsResponse,
  failureSchema,
  type Product,
} from '@common/contract';
import { createTestApp, type TestApp } from './support/harness';
import { day, insertCategory, insertProduct } from './support/fixtures';
import { HOME_LIST_MAX_LIMIT } from '@common/constants';

let t: TestApp;
const ids: Record<string, number> = {};

/** The catalogue every test in this file reads; built row by row so each expectation is exact. */
before(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const indoor = await insertCategory(db, {
    slug: 'indoor-plants',
    name: 'Indoor Plants',
    image: '/uploads/categories/indoor.webp',
    sortOrder: 2,
  });
  const outdoor = await insertCategory(db, {
    slug: 'outdoor-plants',
    name: 'Outdoor Plants',
    image: '/uploads/categories/outdoor.webp',
    sortOrder: 1,
  });
  const hidden = await insertCategory(db, { slug: 'hidden', name: 'Hidden', isFeatured: false });
  const seeds = await insertCategory(db, { slug: 'seeds', name: 'Seeds', sortOrder: 3 });
  ids.indoor = indoor.id;
  ids.outdoor = outdoor.id;
  ids.hidden = hidden.id;
  ids.seeds = seeds.id;

  const add = async (key: string, categoryId: number, fields: Parameters<typeof insertProduct>[2]) => {
    ids[key] = (await insertProduct(db, categoryId, fields)).id;
  };
  await add('money', indoor.id, {
    slug: 'money-plant-golden-pothos',
    name: 'Money Plant (Golden Pothos)',
    image: '/uploads/products/money-plant.webp',
    priceCents: 1899,
    quantity: 14,
    detail: '<p>Easy <strong>care</strong></p>',
    unitInGram: 500,
    ingredients: null,
    isFeatured: true,
    createdAt: day(0),
  });
  await add('snake', indoor.id, {
    slug: 'snake-plant',
    name: 'Snake Plant',
    priceCents: 2450,
    isOffer: true,
    createdAt: day(3),
  });
  await add('lily', indoor.id, {
    slug: 'peace-lily',
    name: 'Peace Lily',
    priceCents: 1200,
    createdAt: day(1),
  });
  await add('rose', outdoor.id, {
    slug: 'rose-bush',
    name: 'Rose Bush',
    priceCents: 3000,
    isFeatured: true,
    isOffer: true,
    createdAt: day(2),
  });
  await add('percent', outdoor.id, {
    slug: 'soil-100-percent',
    name: 'Potting Soil 100% Organic',
    priceCents: 999,
    createdAt: day(4),
  });
  await add('underscore', hidden.id, {
    slug: 'tea-x',
    name: 'Masala_Tea',
    priceCents: 650,
    ingredients: 'Black tea, cardamom',
    unitInGram: 250,
    createdAt: day(5),
  });
  // Twelve seed packets: more than the ten similar products the contract allows.
  for (let i = 0; i < 12; i++) {
    await add(`seed${i}`, seeds.id, {
      slug: `seed-packet-${i}`,
      name: `Seed Packet ${i}`,
      priceCents: 300 + i,
      createdAt: day(10 + i),
    });
  }
});

after(async () => {
  await t.close();
});

function id(key: string): number {
  const value = ids[key];
  if (value === undefined) throw new Error(`no fixture ${key}`);
  return value;
}

async function filter(query: string): Promise<Product[]> {
  const res = await t.call('GET', `/product/filter${query}`);
  assert.equal(res.status, 200, JSON.stringify(res.body));
  return filterResponse.parse(res.body).data;
}

function assertOrdered<T>(list: T[], key: (x: T) => number, direction: 'asc' | 'desc') {
  assert.ok(list.length > 2, 'the list has enough products to show an order');
  for (let i = 1; i < list.length; i++) {
    const prev = key(list[i - 1] as T);
    const cur = key(list[i] as T);
    assert.ok(direction === 'asc' ? prev <= cur : prev >= cur, `item ${i} is out of ${direction} order`);
  }
}

describe('categories', () => {
  it('getFeature lists featured categories in their sort order with absolute image URLs', async () => {
    const res = await t.call('GET', '/category/getFeature');
    assert.equal(res.status, 200);
    const body = categoriesResponse.parse(res.body);
    assert.deepEqual(body, {
      status: true,
      data: [
        {
          id: id('outdoor'),
          slug: 'outdoor-plants',
          name: 'Outdoor Plants',
          image: 'http://cms.test/uploads/categories/outdoor.webp',
        },
        {
          id: id('indoor'),
          slug: 'indoor-plants',
          name: 'Indoor Plants',
          image: 'http://cms.test/uploads/categories/indoor.webp',
        },
        {
          id: id('seeds'),
          slug: 'seeds',
          name: 'Seeds',
          image: 'http://cms.test/uploads/categories/seeds.webp',
        },
      ],
    });
  });
});

describe('product by slug', () => {
  it('returns the full product record in the contract shape', async () => {
    const res = await t.call('GET', '/product/get/money-plant-golden-pothos');
    assert.equal(res.status, 200);
    const body = productResponse.parse(res.body);
    assert.deepEqual(res.body, {
      status: true,
      data: {
        product: {
          id: id('money'),
          slug: 'money-plant-golden-pothos',
          name: 'Money Plant (Golden Pothos)',
          image: 'http://cms.test/uploads/products/money-plant.webp',
          price: 18.99,
          quantity: 14,
          detail: '<p>Easy <strong>care</strong></p>',
          unit_in_gram: 500,
          ingredeints: null,
          category_slug: 'indoor-plants',
          created_at: '2026-10-01T10:00:00.000Z',
        },
      },
    });
    assert.ok(body.data.product.image.startsWith(t.config.publicUrl));
  });

  it('serves ingredients under the contract spelling "ingredeints"', async () => {
    const res = await t.call('GET', '/product/get/tea-x');
    const { product } = productResponse.parse(res.body).data;
    assert.equal(product.ingredeints, 'Black tea, cardamom');
    assert.equal(product.unit_in_gram, 250);
    assert.equal(product.price, 6.5);
    assert.equal(product.detail, null);
  });

  it('answers 404 with the failure envelope for an unknown slug', async () => {
    const res = await t.call('GET', '/product/get/no-such-plant');
    assert.equal(res.status, 404);
    assert.deepEqual(failureSchema.parse(res.body), { status: false, message: 'Product not found' });
  });
});

describe('featured and offer products', () => {
  it('getFeature returns only featured products, newest first', async () => {
    const res = await t.call('GET', '/product/getFeature');
    assert.equal(res.status, 200);
    const body = productListResponse.parse(res.body);
    assert.deepEqual(
      body.products.data.map((p) => p.slug),
      ['rose-bush', 'money-plant-golden-pothos'],
    );
  });

  it('getOffer returns only offer products, newest first', async () => {
    const res = await t.call('GET', '/product/getOffer');
    assert.equal(res.status, 200);
    const body = productListResponse.parse(res.body);
    assert.deepEqual(
      body.products.data.map((p) => p.slug),
      ['snake-plant', 'rose-bush'],
    );
    for (const p of body.products.data) assert.ok(p.image.startsWith(`${t.config.publicUrl}/uploads/`));
  });

  it('?limit= gives the first products of either list, in the same order', async () => {
    for (const [path, first] of [
      ['/product/getFeature', 'rose-bush'],
      ['/product/getOffer', 'snake-plant'],
    ] as const) {
      const res = await t.call('GET', `${path}?limit=1`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        productListResponse.parse(res.body).products.data.map((p) => p.slug),
        [first],
        path,
      );
      const all = await t.call('GET', `${path}?limit=${HOME_LIST_MAX_LIMIT}`);
      assert.equal(productListResponse.parse(all.body).products.data.length, 2, path);
    }
  });

  it('a limit that is not a whole number from 1 to the maximum is refused (422)', async () => {
    for (const limit of ['0', '-1', 'ten', '1.5', String(HOME_LIST_MAX_LIMIT + 1)]) {
      const res = await t.call('GET', `/product/getFeature?limit=${limit}`);
      assert.equal(res.status, 422, `limit=${limit}`);
      const { errors } = res.body as { errors?: Record<string, string> };
      assert.ok(errors?.limit, `limit=${limit}: the error names the field`);
    }
  });
});

describe('products by ids (cart stock lookup)', () => {
  it('returns the known products with their stock; unknown ids are simply absent', async () => {
    const res = await t.call('GET', `/product/get-all-ids?ids=${id('snake')},999999,${id('money')}`);
    assert.equal(res.status, 200);
    const body = productsByIdsResponse.parse(res.body);
    assert.deepEqual(
      body.data.data.map((p) => [p.id, p.slug, p.quantity]),
      [
        [id('money'), 'money-plant-golden-pothos', 14],
        [id('snake'), 'snake-plant', 5],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
  });

  it('lists a product asked for twice once', async () => {
    const res = await t.call('GET', `/product/get-all-ids?ids=${id('rose')},${id('rose')}`);
    const body = productsByIdsResponse.parse(res.body);
    assert.deepEqual(
      body.data.data.map((p) => p.id),
      [id('rose')],
    );
  });

  it('tolerates spaces around the ids', async () => {
    const res = await t.call(
      'GET',
      `/product/get-all-ids?ids=${encodeURIComponent(` ${id('lily')} , ${id('rose')} `)}`,
    );
    assert.equal(res.status, 200);
    const body = productsByIdsResponse.parse(res.body);
    assert.deepEqual(body.data.data.map((p) => p.id).sort(), [id('lily'), id('rose')].sort());
  });

  it('an empty ids= answers data: {data: []}', async () => {
    const res = await t.call('GET', '/product/get-all-ids?ids=');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, data: { data: [] } });
  });

  it('an id beyond the integer range is simply absent, not a server error', async () => {
    const res = await t.call('GET', `/product/get-all-ids?ids=${id('lily')},99999999999999999999`);
    assert.equal(res.status, 200);
    assert.deepEqual(
      productsByIdsResponse.parse(res.body).data.data.map((p) => p.id),
      [id('lily')],
    );
  });
});

describe('similar products', () => {
  it('returns products of the same category, never the product itself', async () => {
    const res = await t.call('GET', '/product/getSimilarProducts/money-plant-golden-pothos');
    assert.equal(res.status, 200);
    const body = similarProductsResponse.parse(res.body);
    assert.deepEqual(body.data.similarProducts.map((p) => p.slug).sort(), ['peace-lily', 'snake-plant']);
    for (const p of body.data.similarProducts) assert.equal(p.category_slug, 'indoor-plants');
  });

  it('returns at most 10 products', async () => {
    const res = await t.call('GET', '/product/getSimilarProducts/seed-packet-0');
    const similar = similarProductsResponse.parse(res.body).data.similarProducts;
    assert.equal(similar.length, 10);
    assert.ok(similar.every((p) => p.category_slug === 'seeds' && p.slug !== 'seed-packet-0'));
    assert.equal(new Set(similar.map((p) => p.id)).size, 10);
  });

  it('returns an empty list when the product is alone in its category', async () => {
    const res = await t.call('GET', '/product/getSimilarProducts/tea-x');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, data: { similarProducts: [] } });
  });

  it('answers 404 for an unknown slug', async () => {
    const res = await t.call('GET', '/product/getSimilarProducts/no-such-plant');
    assert.equal(res.status, 404);
    assert.deepEqual(failureSchema.parse(res.body), { status: false, message: 'Product not found' });
  });
});

describe('product filter', () => {
  const total = 18;

  it('with no parameters lists every product, newest first', async () => {
    const all = await filter('');
    assert.equal(all.length, total);
    assertOrdered(all, (p) => Date.parse(p.created_at), 'desc');
  });

  it('empty parameters mean no filter', async () => {
    const all = await filter('?name=&category_slug=&price_filter=&sort_filter=');
    assert.equal(all.length, total);
    assertOrdered(all, (p) => Date.parse(p.created_at), 'desc');
  });

  it('price_filter=low_to_high sorts the whole list by ascending price', async () => {
    const list = await filter('?price_filter=low_to_high');
    assert.equal(list.length, total);
    assertOrdered(list, (p) => p.price, 'asc');
    assert.equal(list[0]?.price, 3);
    assert.equal(list.at(-1)?.price, 30);
  });

  it('price_filter=high_to_low sorts the whole list by descending price', async () => {
    const list = await filter('?price_filter=high_to_low');
    assert.equal(list.length, total);
    assertOrdered(list, (p) => p.price, 'desc');
    assert.equal(list[0]?.slug, 'rose-bush');
  });

  it('sort_filter=newest sorts the whole list by descending creation date', async () => {
    const list = await filter('?sort_filter=newest');
    assertOrdered(list, (p) => Date.parse(p.created_at), 'desc');
    assert.equal(list[0]?.slug, 'seed-packet-11');
  });

  it('sort_filter=oldest sorts the whole list by ascending creation date', async () => {
    const list = await filter('?sort_filter=oldest');
    assertOrdered(list, (p) => Date.parse(p.created_at), 'asc');
    assert.equal(list[0]?.slug, 'money-plant-golden-pothos');
  });

  it('price sort wins over date sort when both are given', async () => {
    const list = await filter('?price_filter=low_to_high&sort_filter=newest');
    assertOrdered(list, (p) => p.price, 'asc');
    const desc = await filter('?sort_filter=oldest&price_filter=high_to_low');
    assertOrdered(desc, (p) => p.price, 'desc');
  });

  it('name search is case-insensitive and matches anywhere in the name', async () => {
    // Search (issue 29) also finds products whose category is named "… Plants"; the names that contain the
    // text come first, and every product the contract's substring match finds is there.
    const list = await filter('?name=PLANT');
    assert.deepEqual(
      list
        .slice(0, 2)
        .map((p) => p.slug)
        .sort(),
      ['money-plant-golden-pothos', 'snake-plant'],
    );
    assert.ok(list.slice(2).every((p) => p.category_slug.endsWith('-plants')));
    const middle = await filter('?name=olden%20pot');
    assert.deepEqual(
      middle.map((p) => p.slug),
      ['money-plant-golden-pothos'],
    );
  });

  it('LIKE wildcards in the name are literal characters', async () => {
    const percent = await filter(`?name=${encodeURIComponent('%')}`);
    assert.deepEqual(
      percent.map((p) => p.slug),
      ['soil-100-percent'],
    );
    const underscore = await filter('?name=_');
    assert.deepEqual(
      underscore.map((p) => p.slug),
      ['tea-x'],
    );
    const backslash = await filter(`?name=${encodeURIComponent('\\')}`);
    assert.deepEqual(backslash, []);
  });

  it('name and category filters combine', async () => {
    const list = await filter('?name=plant&category_slug=indoor-plants&price_filter=high_to_low');
    // Peace Lily is found by its category's name, Indoor Plants (search, issue 29).
    assert.deepEqual(
      list.map((p) => p.slug),
      ['snake-plant', 'money-plant-golden-pothos', 'peace-lily'],
    );
    const none = await filter('?name=rose&category_slug=indoor-plants');
    assert.deepEqual(none, []);
  });

  it('the category filter alone lists that category, including non-featured categories', async () => {
    const list = await filter('?category_slug=outdoor-plants&sort_filter=oldest');
    assert.deepEqual(
      list.map((p) => p.slug),
      ['rose-bush', 'soil-100-percent'],
    );
    assert.deepEqual(
      (await filter('?category_slug=hidden')).map((p) => p.slug),
      ['tea-x'],
    );
  });

  it('an unknown category answers data: []', async () => {
    const res = await t.call('GET', '/product/filter?category_slug=no-such-category');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { status: true, data: [] });
  });

  it('a name nobody has answers data: []', async () => {
    assert.deepEqual(await filter('?name=zzzz'), []);
  });
});

describe("product filter pages (page/per_page, this project's extension of the contract)", () => {
  async function paged(query: string) {
    const res = await t.call('GET', `/product/filter${query}`);
    assert.equal(res.status, 200, JSON.stringify(res.body));
    return filterResponse.parse(res.body);
  }

  it('without page or per_page there is no meta: the plain contract answer', async () => {
    const res = await t.call('GET', '/product/filter');
    assert.equal('meta' in (res.body as object), false);
  });

  it('pages cut the same ordered list the unpaged call returns, with the total in meta', async () => {
    const whole = await filter('?price_filter=low_to_high');
    const pages = await Promise.all(
      [1, 2, 3].map((n) => paged(`?price_filter=low_to_high&page=${n}&per_page=7`)),
    );
    assert.deepEqual(
      pages.map((p) => p.data.length),
      [7, 7, 4],
    );
    assert.deepEqual(
      pages.flatMap((p) => p.data.map((x) => x.slug)),
      whole.map((x) => x.slug),
    );
    assert.deepEqual(pages[1]?.meta, { total: whole.length, page: 2, per_page: 7 });
  });

  it('page alone uses the storefront page size of 20; per_page alone means page 1', async () => {
    const first = await paged('?page=1');
    assert.deepEqual(first.meta, { total: 18, page: 1, per_page: 20 });
    assert.equal(first.data.length, 18);
    const small = await paged('?per_page=5&sort_filter=oldest');
    assert.deepEqual(small.meta, { total: 18, page: 1, per_page: 5 });
    assert.equal(small.data[0]?.slug, 'money-plant-golden-pothos');
  });

  it('the total counts the filtered list, and a page past the end is empty', async () => {
    // 'lily' is in one name and in no category's (search, issue 29, also looks at categories).
    const hit = await paged('?name=lily&page=1&per_page=1');
    assert.equal(hit.meta?.total, 1);
    assert.equal(hit.data.length, 1);
    const far = await paged('?page=999999999&per_page=100');
    assert.deepEqual(far.data, []);
    assert.equal(far.meta?.total, 18);
    const past = await paged('?name=lily&page=2&per_page=1');
    assert.deepEqual(past.data, []);
    assert.equal(past.meta?.total, 1);
  });

  for (const bad of [
    'page=0',
    'page=-1',
    'page=1.5',
    'page=abc',
    'per_page=0',
    'per_page=101',
    'page=1000000000',
  ]) {
    it(`${bad} breaks a rule: 422 with that field in errors`, async () => {
      const res = await t.call('GET', `/product/filter?${bad}`);
      assert.equal(res.status, 422, JSON.stringify(res.body));
      const body = failureSchema.parse(res.body);
      assert.deepEqual(Object.keys(body.errors ?? {}), [bad.split('=')[0]]);
    });
  }
});
