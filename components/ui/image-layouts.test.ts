import { IMAGE_LAYOUTS, keepWidths } from './image-layouts';
import { shopImageProps } from './shop-image';

const url = (w: number) => `/_next/image?url=%2Fa.webp&w=${w}&q=75`;
const srcSet = (widths: number[]) => widths.map((w) => `${url(w)} ${w}w`).join(', ');

describe('keepWidths', () => {
  it("keeps only the layout's widths, smallest first, and the largest kept one as src", () => {
    expect(keepWidths(srcSet([160, 384, 640, 1080, 1920]), url(1920), [640, 384])).toEqual({
      srcSet: `${url(384)} 384w, ${url(640)} 640w`,
      src: url(640),
    });
  });

  it('leaves the srcset alone when none of its widths is wanted, or when there is none', () => {
    expect(keepWidths(srcSet([160, 320]), url(320), [640])).toEqual({
      srcSet: srcSet([160, 320]),
      src: url(320),
    });
    expect(keepWidths(undefined, '/a.webp', [640])).toEqual({ srcSet: undefined, src: '/a.webp' });
  });

  it('leaves a density srcset (1x, 2x) alone', () => {
    expect(keepWidths(`${url(160)} 1x, ${url(320)} 2x`, url(320), [160])).toEqual({
      srcSet: `${url(160)} 1x, ${url(320)} 2x`,
      src: url(320),
    });
  });
});

describe('shopImageProps with the configured widths (next.config.mjs images)', () => {
  const widthsOf = (set: string | undefined) =>
    (set ?? '').split(', ').map((c) => Number(c.split(' ')[1]!.slice(0, -1)));

  it.each(Object.entries(IMAGE_LAYOUTS))('%s lists exactly its widths, each one configured', (_, layout) => {
    const props = shopImageProps({
      src: 'http://localhost:4000/uploads/a.webp',
      alt: 'A',
      fill: true,
      sizing: layout,
    });
    expect(widthsOf(props.srcSet)).toEqual([...layout.widths]);
    expect(props.sizes).toBe(layout.sizes);
    expect(props.src).toContain(`w=${layout.widths[layout.widths.length - 1]}&`);
    expect(props.src).toMatch(/^\/_next\/image\?url=http%3A%2F%2Flocalhost%3A4000%2Fuploads%2Fa\.webp&/);
  });

  it('gives a fixed-size image 1x and 2x from the configured widths', () => {
    const circle = shopImageProps({ src: '/c.webp', alt: '', width: 150, height: 150 });
    expect(circle.srcSet).toBe(
      '/_next/image?url=%2Fc.webp&w=160&q=75 1x, /_next/image?url=%2Fc.webp&w=320&q=75 2x',
    );
    const icon = shopImageProps({ src: '/i.webp', alt: '', width: 80, height: 80 });
    expect(icon.srcSet).toBe(
      '/_next/image?url=%2Fi.webp&w=96&q=75 1x, /_next/image?url=%2Fi.webp&w=160&q=75 2x',
    );
  });

  it('is lazy unless asked to be eager, and passes fetchPriority through', () => {
    const layout = IMAGE_LAYOUTS.productCard;
    expect(shopImageProps({ src: '/a.webp', alt: '', fill: true, sizing: layout }).loading).toBe('lazy');
    const eager = shopImageProps({
      src: '/a.webp',
      alt: '',
      fill: true,
      sizing: layout,
      loading: 'eager',
      fetchPriority: 'high',
    });
    expect(eager).toMatchObject({ loading: 'eager', fetchPriority: 'high', decoding: 'async' });
  });
});

describe('shopImageProps styles', () => {
  it("turns next/image's fill style into a class", () => {
    const props = shopImageProps({ src: '/a.webp', alt: 'A', fill: true, className: 'object-cover' });
    expect(props.style).toBeUndefined();
    expect(props.className).toBe('fill object-cover');
  });

  it("keeps a caller's own style inline", () => {
    const props = shopImageProps({
      src: '/a.webp',
      alt: '',
      width: 1200,
      height: 1800,
      style: { transform: 'translate(1px, 2px)' },
    });
    expect(props.style).toEqual({ transform: 'translate(1px, 2px)' });
    expect(props.className).toBe('plain');
  });
});
