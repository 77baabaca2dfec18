import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import {
  bannersResponse,
  categoriesResponse,
  chooseUsResponse,
  filterResponse,
  messageResponse,
  policyPagesResponse,
} from '@common/contract';
import { freePort, startCms, stop } from '../../scripts/lib/stack.mjs';
import { openDatabase } from '../src/db/client';
import { contactMessages, enquiries, meta } from '../src/db/schema';
import { testDbKind, throwawayDatabaseUrl } from './support/harness';

/**
 * The real server, started twice on the same data: everything written in the first run is there in the
 * second, and the demo shop is seeded exactly once. Runs on PGlite files in DATA_DIR, or with
 * CMS_TEST_DB=postgres on a fresh PostgreSQL database.
 */

let dataDir = '';
let databaseUrl = '';
let dropDatabase: (() => Promise<void>) | undefined;
let server: ChildProcess | undefined;
let base = '';

async function startServer(): Promise<void> {
  const port = await freePort();
  base = `http://localhost:${port}`;
  server = await startCms(
    {
      CMS_PORT: String(port),
      CMS_PUBLIC_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      STOREFRONT_REVALIDATE_URL: '',
      SMTP_URL: '',
      SHOP_EMAIL: 'owner@shop.example',
    },
    { quiet: true },
  );
}

async function stopServer(): Promise<void> {
  await stop(server);
  assert.equal(server?.exitCode, 0, 'the server shut down cleanly');
  server = undefined;
}

async function get(url: string): Promise<unknown> {
  const res = await fetch(`${base}/api/v1${url}`);
  assert.equal(res.status, 200, url);
  return res.json();
}

async function post(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}/api/v1${url}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Everything a shopper can read, with image URLs made relative so two runs on different ports compare. */
async function snapshot() {
  const relative = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(base, '')) as unknown;
  return relative({
    products: filterResponse.parse(await get('/product/filter?sort_filter=oldest')).data,
    categories: categoriesResponse.parse(await get('/category/getFeature')).data,
    banners: bannersResponse.parse(await get('/carousel/get')).data,
    chooseUs: chooseUsResponse.parse(await get('/choose/get')).data,
    toc: policyPagesResponse.parse(await get('/toc-page/get')).data,
  });
}

/** Opens the stored data directly, once the server has stopped (PGlite allows one process at a time). */
async function readStored() {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    const db = database.db;
    return {
      enquiries: (await db.select().from(enquiries).orderBy(asc(enquiries.id))).map((r) => r.email),
      messages: (await db.select().from(contactMessages).orderBy(asc(contactMessages.id))).map((r) => [
        r.name,
        r.email,
        r.message,
      ]),
      meta: await db.select().from(meta).orderBy(asc(meta.key)),
    };
  } finally {
    await database.close();
  }
}

before(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cms-durability-'));
  if (testDbKind === 'postgres') {
    const throwaway = await throwawayDatabaseUrl();
    databaseUrl = throwaway.url;
    dropDatabase = throwaway.drop;
  }
});

after(async () => {
  await stop(server);
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});

describe(`the real server keeps its data across a restart (${testDbKind})`, () => {
  let first: Awaited<ReturnType<typeof snapshot>>;
  let productCount = 0;

  it('seeds the demo shop on the first start and serves it', async () => {
    await startServer();
    first = await snapshot();
    const { products } = first as { products: { id: number; detail: string | null }[] };
    productCount = products.length;
    assert.ok(productCount > 0, 'the demo catalogue is there');
    for (const p of products) {
      assert.ok(!/<script|onerror|javascript:/i.test(p.detail ?? ''), `product ${p.id} is served sanitised`);
    }
  });

  it('serves a product image from the API: 200, image/webp, cached for a year', async () => {
    const list = filterResponse.parse(await get('/product/filter'));
    const image = list.data[0]?.image;
    assert.ok(image, 'a product with an image');
    assert.ok(image.startsWith(`${base}/uploads/`), image);
    const res = await fetch(image);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-type'), 'image/webp');
    const cache = res.headers.get('cache-control') ?? '';
    assert.match(cache, /max-age=31536000/);
    assert.match(cache, /immutable/);
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.equal(bytes.subarray(0, 4).toString('latin1'), 'RIFF');
    assert.equal(bytes.subarray(8, 12).toString('latin1'), 'WEBP');
  });

  it('takes a newsletter sign-up and a contact message, then stops cleanly', async () => {
    const subscribed = await post('/enquiry/store', { email: 'Durable@Example.com' });
    assert.equal(subscribed.status, 200);
    assert.equal(messageResponse.parse(subscribed.body).status, true);
    const contacted = await post('/contactMessage/store', {
      name: 'Asha',
      email: 'asha@example.com',
      message: 'Still there after a restart?',
    });
    assert.equal(contacted.status, 201);
    await stopServer();
  });

  it('after a restart on the same data serves the identical shop without seeding again', async () => {
    const seededBefore = (await readStored()).meta;
    await startServer();
    const second = await snapshot();
    assert.equal((second as { products: unknown[] }).products.length, productCount);
    assert.deepEqual(second, first);
    // Subscribing again in the second run still keeps the address once.
    const again = await post('/enquiry/store', { email: 'durable@example.com' });
    assert.equal(again.status, 200);
    await stopServer();

    const stored = await readStored();
    assert.deepEqual(stored.meta, seededBefore, 'the seed marker was not rewritten');
    assert.deepEqual(stored.enquiries, ['durable@example.com']);
    assert.deepEqual(stored.messages, [['Asha', 'asha@example.com', 'Still there after a restart?']]);
  });

  it('mailed the contact message to the shop as a file in the outbox', () => {
    const outbox = path.join(dataDir, 'outbox');
    const mails = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    assert.equal(mails.length, 1);
    const mail = readFileSync(path.join(outbox, mails[0] ?? ''), 'utf8');
    assert.match(mail, /^To: owner@shop\.example$/m);
    assert.match(mail, /Still there after a restart\?/);
  });
});
