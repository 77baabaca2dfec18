import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { shopImageProps } from '@/components/ui/shop-image';
import { productCardImage } from './product-card-image';

// shopImageProps is how every server-rendered image gets its attributes from next/image; a card's image
// must come out the same, or cards would load other files than the rest of the shop.
describe('productCardImage', () => {
  const path = '/uploads/products/basil.webp';

  it.each([false, true])('gives an upload the attributes shopImageProps would (priority %s)', (priority) => {
    const fromNext = shopImageProps({
      src: path,
      alt: 'Basil',
      fill: true,
      sizing: IMAGE_LAYOUTS.productCard,
      loading: priority ? 'eager' : 'lazy',
      fetchPriority: priority ? 'high' : undefined,
    });
    const card = productCardImage(path, priority);
    expect(card).toEqual({
      src: fromNext.src,
      srcSet: fromNext.srcSet,
      sizes: fromNext.sizes,
      loading: fromNext.loading,
      ...(priority ? { fetchPriority: 'high' } : {}),
      decoding: fromNext.decoding,
      className: fromNext.className,
    });
    expect(card.srcSet).toBe('/img/384/products/basil.webp 384w, /img/640/products/basil.webp 640w');
  });

  it('shows any other image as it is, without a srcset', () => {
    const card = productCardImage('https://images.example.com/basil.jpg', false);
    expect(card.src).toBe('https://images.example.com/basil.jpg');
    expect(card).not.toHaveProperty('srcSet');
    expect(card).not.toHaveProperty('sizes');
  });
});
