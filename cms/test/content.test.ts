import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { asc } from 'drizzle-orm';
import {
  aboutPagesResponse,
  bannersResponse,
  chooseUsResponse,
  contactPagesResponse,
  messageResponse,
  policyPagesResponse,
} from '@common/contract';
import { contactMessages, enquiries } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/harness';
import { insertBanner, insertChooseUs, insertContactPage, insertContentPage } from './support/fixtures';

let t: TestApp;
const ids: Record<string, number> = {};

before(async () => {
  t = await createTestApp({ SHOP_EMAIL: 'owner@shop.example' });
  const db = t.database.db;
  ids.bannerB = (await insertBanner(db, { image: '/uploads/banners/b.webp', sortOrder: 2 })).id;
  ids.bannerOff = (
    await insertBanner(db, { image: 'uploads/banners/off.webp', status: false, sortOrder: 3 })
  ).id;
  ids.bannerA = (await insertBanner(db, { image: 'https://images.example/a.webp', sortOrder: 1 })).id;
  ids.choose1 = (await insertChooseUs(db, { image: '/uploads/choose/fresh.webp', title: 'Fresh plants' })).id;
  ids.choose2 = (await insertChooseUs(db, { image: '/uploads/choose/ship.webp', title: 'Fast shipping' })).id;
  ids.toc = (
    await insertContentPage(db, { kind: 'toc', title: 'Terms', description: '<h2>Terms</h2><p>Be kind.</p>' })
  ).id;
  ids.privacy = (
    await insertContentPage(db, { kind: 'privacy', title: 'Privacy', description: '<p>We keep little.</p>' })
  ).id;
  ids.refund = (
    await insertContentPage(db, { kind: 'refund', title: 'Refunds', description: '<p>Within 14 days.</p>' })
  ).id;
  ids.about = (
    await insertContentPage(db, {
      kind: 'about',
      description: '<p>A family shop.</p>',
      image: '/uploads/about/shop.webp',
    })
  ).id;
  ids.aboutNoImage = (await insertContentPage(db, { kind: 'about', description: '<p>Since 2010.</p>' })).id;
  ids.contact = (await insertContactPage(db)).id;
});

after(async () => {
  await t.close();
});

function id(key: string): number {
  const value = ids[key];
  if (value === undefined) throw new Error(`no fixture ${key}`);
  return value;
}

describe('banners and choose-us', () => {
  it('carousel returns every banner in sort order, including switched-off ones, with absolute URLs', async () => {
    const res = await t.call('GET', '/carousel/get');
    assert.equal(res.status, 200);
    const body = bannersResponse.parse(res.body);
    assert.deepEqual(body, {
      status: true,
      data: [
        { id: id('bannerA'), image: 'https://images.example/a.webp', status: true },
        { id: id('bannerB'), image: 'http://cms.test/uploads/banners/b.webp', status: true },
        { id: id('bannerOff'), image: 'http://cms.test/uploads/banners/off.webp', status: false },
      ],
    });
  });

  it('choose/get returns the choose-us items', async () => {
    const res = await t.call('GET', '/choose/get');
    assert.equal(res.status, 200);
    assert.deepEqual(chooseUsResponse.parse(res.body), {
      status: true,
      data: [
        { id: id('choose1'), image: 'http://cms.test/uploads/choose/fresh.webp', title: 'Fresh plants' },
        { id: id('choose2'), image: 'http://cms.test/uploads/choose/ship.webp', title: 'Fast shipping' },
      ],
    });
  });
});

describe('content pages', () => {
  const policies: [string, string, { title: string; description: string }][] = [
    ['/toc-page/get', 'toc', { title: 'Terms', description: '<h2>Terms</h2><p>Be kind.</p>' }],
    ['/privacy/get', 'privacy', { title: 'Privacy', description: '<p>We keep little.</p>' }],
    ['/refund/get', 'refund', { title: 'Refunds', description: '<p>Within 14 days.</p>' }],
  ];
  for (const [url, key, page] of policies) {
    it(`${url} returns only its own page as [{id, title, description}]`, async () => {
      const res = await t.call('GET', url);
      assert.equal(res.status, 200);
      assert.deepEqual(policyPagesResponse.parse(res.body), res.body);
      assert.deepEqual(res.body, { status: true, data: [{ id: id(key), ...page }] });
    });
  }

  it('/about-page/get returns [{id, image, description}] with an absolute image URL or null', async () => {
    const res = await t.call('GET', '/about-page/get');
    assert.equal(res.status, 200);
    assert.deepEqual(aboutPagesResponse.parse(res.body), res.body);
    assert.deepEqual(res.body, {
      status: true,
      data: [
        {
          id: id('about'),
          image: 'http://cms.test/uploads/about/shop.webp',
          description: '<p>A family shop.</p>',
        },
        { id: id('aboutNoImage'), image: null, description: '<p>Since 2010.</p>' },
      ],
    });
  });

  it('/contact-page/get returns the shop contact record', async () => {
    const res = await t.call('GET', '/contact-page/get');
    assert.equal(res.status, 200);
    assert.deepEqual(contactPagesResponse.parse(res.body), res.body);
    assert.deepEqual(res.body, {
      status: true,
      data: [
        {
          id: id('contact'),
          phone: '(646) 555-0142',
          email: 'hello@shop.example',
          address: '12 Garden Lane, Queens, NY 11101',
          youtube: 'https://youtube.com/@shop',
          facebook: 'https://facebook.com/shop',
          instagram: 'https://instagram.com/shop',
          map_embed_url: 'https://maps.example/embed?q=shop',
        },
      ],
    });
  });
});

describe('contact messages', () => {
  it('stores a valid message, answers status true and mails a copy to the shop', async () => {
    const res = await t.call('POST', '/contactMessage/store', {
      body: { name: '  Asha Gurung ', email: 'asha@example.com', message: 'Do you ship rhododendrons?' },
    });
    assert.equal(res.status, 201);
    assert.deepEqual(messageResponse.parse(res.body), {
      status: true,
      message: 'Thank you for your message. We will get back to you soon.',
    });

    const rows = await t.database.db.select().from(contactMessages).orderBy(asc(contactMessages.id));
    assert.equal(rows.length, 1);
    assert.deepEqual(
      rows.map((r) => [r.name, r.email, r.message]),
      [['Asha Gurung', 'asha@example.com', 'Do you ship rhododendrons?']],
    );

    const mail = t.mailer.last();
    assert.ok(mail, 'a mail was sent');
    assert.equal(mail.to, 'owner@shop.example');
    assert.equal(mail.to, t.config.shopEmail);
    assert.equal(mail.subject, 'Contact message from Asha Gurung');
    assert.match(mail.text, /Asha Gurung <asha@example\.com>/);
    assert.match(mail.text, /Do you ship rhododendrons\?/);
  });

  it('a line break in the name cannot add a mail header', async () => {
    const res = await t.call('POST', '/contactMessage/store', {
      body: { name: 'Eve\r\nBcc: victim@example.com', email: 'eve@example.com', message: 'Hi' },
    });
    assert.equal(res.status, 201);
    const mail = t.mailer.last();
    assert.ok(mail);
    assert.doesNotMatch(mail.subject, /[\r\n]/);
    assert.equal(mail.subject, 'Contact message from Eve Bcc: victim@example.com');
  });

  it('when the mail fails the message is still stored and the answer is still status true', async () => {
    const sentBefore = t.mailer.sent.length;
    t.mailer.failNext = true;
    const res = await t.call('POST', '/contactMessage/store', {
      body: { name: 'Bikash', email: 'bikash@example.com', message: 'Is the shop open on Sunday?' },
    });
    assert.equal(res.status, 201);
    assert.equal(res.body.status, true);
    assert.equal(t.mailer.sent.length, sentBefore, 'the failed mail was not recorded as sent');
    const rows = await t.database.db.select().from(contactMessages);
    assert.ok(
      rows.some((r) => r.email === 'bikash@example.com' && r.message === 'Is the shop open on Sunday?'),
    );
  });
});

describe('newsletter', () => {
  it('subscribes a valid address', async () => {
    const res = await t.call('POST', '/enquiry/store', { body: { email: 'Mina@Example.com' } });
    assert.equal(res.status, 200);
    assert.deepEqual(messageResponse.parse(res.body), { status: true, message: 'Thank you for subscribing' });
    const rows = await t.database.db.select().from(enquiries);
    assert.deepEqual(
      rows.map((r) => r.email),
      ['mina@example.com'],
    );
  });

  it('the same address again, in any case, is still status true and stored once', async () => {
    for (const email of ['mina@example.com', 'MINA@EXAMPLE.COM', ' mina@example.com ']) {
      const res = await t.call('POST', '/enquiry/store', { body: { email } });
      assert.equal(res.status, 200, email);
      assert.equal(res.body.status, true, email);
    }
    const rows = await t.database.db.select().from(enquiries);
    assert.deepEqual(
      rows.map((r) => r.email),
      ['mina@example.com'],
    );
  });

  it('another address is stored next to the first', async () => {
    const res = await t.call('POST', '/enquiry/store', { body: { email: 'ram@example.com' } });
    assert.equal(res.body.status, true);
    const rows = await t.database.db.select().from(enquiries).orderBy(asc(enquiries.id));
    assert.deepEqual(
      rows.map((r) => r.email),
      ['mina@example.com', 'ram@example.com'],
    );
  });
});
