/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { POST } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

const post = (headers: Record<string, string>, body: string) =>
  POST(new Request('http://shop.test/api/revalidate', { method: 'POST', headers, body }));

describe('POST /api/revalidate', () => {
  beforeEach(() => {
    process.env.REVALIDATE_SECRET = 'shh';
    jest.mocked(revalidateTag).mockClear();
  });

  it('purges each tag at once when the secret matches', async () => {
    const res = await post(
      { 'x-revalidate-secret': 'shh' },
      JSON.stringify({ tags: ['catalogue', 'product:a'] }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: true, revalidated: ['catalogue', 'product:a'] });
    expect(revalidateTag).toHaveBeenCalledWith('catalogue', { expire: 0 });
    expect(revalidateTag).toHaveBeenCalledWith('product:a', { expire: 0 });
  });

  it('answers 401 and purges nothing without the right secret', async () => {
    const res = await post({ 'x-revalidate-secret': 'nope' }, JSON.stringify({ tags: ['catalogue'] }));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ status: false });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await post({ 'x-revalidate-secret': 'shh' }, 'tags=catalogue');
    expect(res.status).toBe(400);
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});
