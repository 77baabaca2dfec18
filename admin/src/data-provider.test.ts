/** @jest-environment node */
import { dataProvider } from './data-provider';
import { slugify } from './slug';
import { errorsById } from './ui/stock-errors';

type Call = { url: string; init: RequestInit };

/** Answers every call with `answers` in turn, keeping what was asked. */
function fakeFetch(answers: { status: number; body: unknown }[]) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return calls;
}

describe('the console data provider', () => {
  it('uploads a chosen image first and saves the record with its upload id, not the file', async () => {
    const calls = fakeFetch([
      { status: 201, body: { id: 'up-1', url: 'http://cms/uploads/a.webp' } },
      { status: 201, body: { id: 9, name: 'Tea', image_upload_id: 'up-1' } },
    ]);
    const rawFile = new File([new Uint8Array([1, 2, 3])], 'tea.jpg', { type: 'image/jpeg' });
    await dataProvider.create('products', { data: { name: 'Tea', upload: { rawFile, src: 'blob:x' } } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/admin/uploads',
      'POST /api/admin/products',
    ]);
    expect((calls[0]?.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ name: 'Tea', image_upload_id: 'up-1' });
    expect(calls.every((c) => c.init.credentials === 'same-origin')).toBe(true);
  });

  it('saves a record without a new image as it is, and never sends the image field', async () => {
    const calls = fakeFetch([{ status: 200, body: { id: 4, name: 'Tea' } }]);
    await dataProvider.update('products', {
      id: 4,
      data: { id: 4, name: 'Tea', upload: null },
      previousData: { id: 4 },
    });
    expect(calls).toHaveLength(1);
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ id: 4, name: 'Tea' });
  });

  it('does not save the record when its image is refused, and passes the API message on', async () => {
    const calls = fakeFetch([{ status: 415, body: { message: 'Only JPEG, PNG, WebP or AVIF images' } }]);
    const rawFile = new File(['%PDF'], 'tea.jpg', { type: 'image/jpeg' });
    await expect(
      dataProvider.create('products', { data: { name: 'Tea', upload: { rawFile } } }),
    ).rejects.toMatchObject({ status: 415, message: 'Only JPEG, PNG, WebP or AVIF images' });
    expect(calls).toHaveLength(1);
  });

  it('shows a refused photo under the photo input, with the API message', async () => {
    fakeFetch([{ status: 415, body: { message: 'This image could not be read.' } }]);
    const rawFile = new File([new Uint8Array([137, 80, 78, 71])], 'dot.png', { type: 'image/png' });
    await expect(
      dataProvider.update('products', { id: 4, data: { upload: { rawFile } }, previousData: { id: 4 } }),
    ).rejects.toMatchObject({ body: { errors: { upload: 'This image could not be read.' } } });
  });

  it('never sends back the upload id it read, so a CSV-made product (placeholder image) saves', async () => {
    const calls = fakeFetch([{ status: 200, body: { id: 4, name: 'Tea' } }]);
    await dataProvider.update('products', {
      id: 4,
      data: { id: 4, name: 'Tea', image: null, image_upload_id: 'placeholder' },
      previousData: { id: 4 },
    });
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ id: 4, name: 'Tea', image: null });
  });

  it('puts an error on image_upload_id or image on the photo input, which the form has', async () => {
    fakeFetch([
      {
        status: 422,
        body: { message: 'No such upload', errors: { image_upload_id: 'No such upload', price: 'Too high' } },
      },
    ]);
    await expect(
      dataProvider.update('products', { id: 4, data: { id: 4 }, previousData: { id: 4 } }),
    ).rejects.toMatchObject({
      message: 'No such upload',
      body: { errors: { upload: 'No such upload', price: 'Too high' } },
    });
  });

  it('archives and restores a product (its `archived` alone) by their own calls, not a save', async () => {
    const calls = fakeFetch([
      { status: 200, body: { id: 5, archived: true } },
      { status: 200, body: { id: 5, archived: false } },
    ]);
    const archived = await dataProvider.update('products', {
      id: 5,
      data: { archived: true },
      previousData: { id: 5 },
    });
    expect(archived.data).toEqual({ id: 5, archived: true });
    await dataProvider.update('products', {
      id: 5,
      data: { archived: false },
      previousData: { id: 5 },
    });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/admin/products/5/archive',
      'POST /api/admin/products/5/restore',
    ]);
  });

  it('saves many stock changes in one call', async () => {
    const calls = fakeFetch([{ status: 200, body: { updated: 2 } }]);
    const items = [
      { id: 3, quantity: 5 },
      { id: 8, quantity: 0 },
    ];
    await expect(dataProvider.updateStock(items)).resolves.toEqual({ updated: 2 });
    expect(calls[0]?.url).toBe('/api/admin/products/stock');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ items });
  });
});

describe('stock errors', () => {
  it('are shown on the rows they are about', () => {
    const items = [
      { id: 3, quantity: 5 },
      { id: 8, quantity: -1 },
    ];
    const errors = errorsById(items, { 'items.1.quantity': 'Must not be negative' });
    expect([...errors]).toEqual([[8, 'Must not be negative']]);
  });
});

describe('slugs made from names', () => {
  it.each([
    ['Himalayan Pink Salt (500 g)', 'himalayan-pink-salt-500-g'],
    ['  Café  Crème ', 'cafe-creme'],
    ['Teas & Snacks', 'teas-snacks'],
    ['!!!', ''],
  ])('%s → %s', (name, slug) => expect(slugify(name)).toBe(slug));
});
