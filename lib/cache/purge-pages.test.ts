/** @jest-environment node */
import { pagesToWarm, selfOrigin } from './purge-pages';

describe('purges', () => {
  it('warm the home page and each purged product page, escaped', () => {
    expect(pagesToWarm(['product:tulsi-seeds', 'catalogue', 'product:a b', 'product:'])).toEqual([
      '/',
      '/product/tulsi-seeds',
      '/product/a%20b',
    ]);
    expect(pagesToWarm(['content'])).toEqual(['/']);
  });

  it("reach this server on loopback when it has a port, else the purge's own address", () => {
    expect(selfOrigin('https://shop.example/api/revalidate', '3000')).toBe('http://127.0.0.1:3000');
    expect(selfOrigin('https://shop.example/api/revalidate', undefined)).toBe('https://shop.example');
    expect(selfOrigin('https://shop.example/api/revalidate', 'x')).toBe('https://shop.example');
  });
});
