import { hasShortUrl, imageSizesFrom, uploadImageRewrite, uploadImageUrl } from './upload-urls.mjs';

describe('the short image URLs of the uploads', () => {
  it('say an upload at the default quality, nothing else', () => {
    expect(hasShortUrl('/uploads/products/basil.webp')).toBe(true);
    expect(hasShortUrl('/uploads/products/basil.webp', 75)).toBe(true);
    expect(hasShortUrl('/uploads/products/basil.webp', '75')).toBe(true);
    expect(hasShortUrl('/uploads/products/basil.webp', 90)).toBe(false);
    expect(hasShortUrl('https://cms.example.com/uploads/basil.webp')).toBe(false);
    expect(hasShortUrl('/icon.svg')).toBe(false);
    expect(hasShortUrl({ src: '/uploads/a.webp' })).toBe(false);
  });

  it('put the width first and keep the path under /uploads', () => {
    expect(uploadImageUrl({ src: '/uploads/products/basil.webp', width: 384 })).toBe(
      '/img/384/products/basil.webp',
    );
  });
});

// The matcher Next's rewrites use (its compiled copy has no type declarations).
const { pathToRegexp } = jest.requireActual<{ pathToRegexp: (path: string) => RegExp }>(
  'next/dist/compiled/path-to-regexp',
);

describe('who makes the sizes of the short image URLs', () => {
  it("is Next's optimiser unless the build says the CMS", () => {
    expect(imageSizesFrom({})).toBe('next');
    expect(imageSizesFrom({ IMAGE_SIZES_FROM: ' ' })).toBe('next');
    expect(imageSizesFrom({ IMAGE_SIZES_FROM: 'cms' })).toBe('cms');
    expect(() => imageSizesFrom({ IMAGE_SIZES_FROM: 's3' })).toThrow(/IMAGE_SIZES_FROM/);
  });

  it('rewrites the same URLs to the optimiser, or to the CMS the server reaches', () => {
    expect(uploadImageRewrite({})).toEqual({
      source: '/img/:w(\\d{1,4})/:path*',
      destination: '/_next/image?url=/uploads/:path*&w=:w&q=75',
    });
    const toCms = uploadImageRewrite({
      IMAGE_SIZES_FROM: 'cms',
      CMS_API_URL: 'http://cms.internal:4000/',
      CMS_PUBLIC_URL: 'https://cms.example.com',
    });
    expect(toCms.destination).toBe('http://cms.internal:4000/img/:w/:path');
    const source = pathToRegexp(toCms.source);
    expect(source.test('/img/384/products/basil.webp')).toBe(true);
    expect(source.test('/img/96/console/0b5c-4e1f.webp')).toBe(true);
    // A dot segment would resolve the proxied URL to another path of the CMS.
    for (const path of ['/img/384/../api/v1/users', '/img/384/products/./x', '/img/384/.env', '/img/384/'])
      expect(source.test(path)).toBe(false);
  });
});
