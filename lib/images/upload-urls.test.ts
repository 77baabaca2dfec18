import { hasShortUrl, uploadImageUrl } from './upload-urls.mjs';

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
