/** @jest-environment node */
import { allowedImageSource, refusedImageRequest } from './image-requests.mjs';
import { IMAGE_DISK_CACHE_BYTES } from '../lib/images/upload-urls.mjs';
import nextConfig from '../next.config.mjs';

const CMS = 'http://localhost:4000';
const optimiser = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=384&q=75`;

describe('the image requests that reach the optimiser', () => {
  it.each([
    '/img/384/products/basil.webp',
    '/img/1920/banners/spring%20sale.webp',
    optimiser('/uploads/products/basil.webp'),
    optimiser(`${CMS}/uploads/products/basil.webp`),
  ])('%s passes', (url) => {
    expect(refusedImageRequest(url, CMS)).toBe(false);
  });

  it.each([
    // A query string per request would be a new variant on disk each time.
    ['a query on an upload', optimiser('/uploads/x.webp?v=1')],
    ['an escaped query on an upload', optimiser('/uploads/x.webp%3Fv=1')],
    ['a fragment on an upload', optimiser('/uploads/x.webp#a')],
    ['a query on the short form', '/img/384/x.webp?v=1'],
    ['an escaped query in the short form', '/img/384/x.webp%3fv=1'],
    ['an escaped fragment in the short form', '/img/384/x.webp%23v'],
    // Any other port of this machine: a port scanner.
    ['another local port', optimiser('http://127.0.0.1:22/uploads/x.webp')],
    ['the CMS host on another port', optimiser('http://localhost:6379/uploads/x.webp')],
    ['the CMS origin outside its uploads', optimiser(`${CMS}/api/v1/product/filter`)],
    ['the CMS origin with credentials', optimiser('http://a:b@localhost:4000/uploads/x.webp')],
    ['the CMS upload with a query', optimiser(`${CMS}/uploads/x.webp?v=1`)],
    ['another host', optimiser('https://example.com/uploads/x.webp')],
    ['a protocol-relative URL', optimiser('//localhost:4000/uploads/x.webp')],
    ['a local path outside the uploads', optimiser('/api/health')],
    ['no url', '/_next/image?w=384&q=75'],
    ['two urls', `${optimiser('/uploads/x.webp')}&url=${encodeURIComponent('/uploads/y.webp')}`],
    ['a url that does not parse', optimiser('http://[::1')],
  ])('%s is refused', (_what, url) => {
    expect(refusedImageRequest(url, CMS)).toBe(true);
  });

  it('leaves every other path alone', () => {
    expect(refusedImageRequest('/product/basil?v=1', CMS)).toBe(false);
    expect(refusedImageRequest('/uploads/x.webp?v=1', CMS)).toBe(false);
    expect(allowedImageSource('/uploads/x.webp', CMS)).toBe(true);
  });
});

describe("Next's own image rules (next.config.mjs)", () => {
  const images = nextConfig.images!;

  it('bounds the optimiser’s disk cache', () => {
    expect(images.maximumDiskCacheSize).toBe(IMAGE_DISK_CACHE_BYTES);
    expect(IMAGE_DISK_CACHE_BYTES).toBeGreaterThan(0);
    expect(IMAGE_DISK_CACHE_BYTES).toBeLessThanOrEqual(1024 ** 3);
  });

  it('takes uploads without a query, and remote images from the CMS’s own port only', () => {
    expect(images.localPatterns).toEqual([{ pathname: '/uploads/**', search: '' }]);
    for (const pattern of images.remotePatterns as { port?: string; search?: string }[]) {
      expect(pattern.port).toBeDefined();
      expect(pattern.search).toBe('');
    }
  });
});
