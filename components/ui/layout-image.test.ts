import { IMAGE_LAYOUTS } from './image-layouts';
import { layoutImage } from './layout-image';
import { shopImageProps } from './shop-image';

// shopImageProps is next/image's answer under the shop's image configuration (next.config.mjs); an image
// drawn in the browser must load the same files, or the optimiser would encode and cache other ones.
describe('layoutImage', () => {
  const sources = [
    ['an upload under the shop', '/uploads/products/basil.webp'],
    ["the CMS's absolute upload URL (a cart line's)", 'http://localhost:4000/uploads/products/basil.webp'],
    ['any other image', 'https://images.example.com/basil.jpg?v=2'],
  ];

  it.each(
    sources.flatMap(([what, src]) =>
      (['cartLine', 'summaryLine'] as const).map((layout) => [what, layout, src!] as const),
    ),
  )('gives %s in the %s layout the attributes next/image would', (_, layout, src) => {
    const fromNext = shopImageProps({ src, alt: '', fill: true, sizing: IMAGE_LAYOUTS[layout] });
    expect(layoutImage(src, IMAGE_LAYOUTS[layout])).toEqual({
      src: fromNext.src,
      srcSet: fromNext.srcSet,
      sizes: fromNext.sizes,
      loading: fromNext.loading,
      decoding: fromNext.decoding,
    });
  });

  it('writes the short URLs for uploads and the optimiser URL for the rest', () => {
    expect(layoutImage('/uploads/a.webp', IMAGE_LAYOUTS.cartLine).srcSet).toBe(
      '/img/96/a.webp 96w, /img/160/a.webp 160w, /img/320/a.webp 320w',
    );
    expect(layoutImage('http://localhost:4000/uploads/a.webp', IMAGE_LAYOUTS.summaryLine).src).toBe(
      '/_next/image?url=http%3A%2F%2Flocalhost%3A4000%2Fuploads%2Fa.webp&w=320&q=75',
    );
  });
});
