import { IMAGE_LAYOUTS } from '@/components/ui/image-layouts';
import { shopImageProps, type ShopImgProps } from '@/components/ui/shop-image';
import { ZOOM_IMAGE } from './zoom-geometry';

/**
 * The product photo's attributes and the zoom pane's large image, made on the server: the photo is the page's
 * Largest Contentful Paint (eager, high priority), and the zoom component in the browser needs no image code.
 */
export function productZoomImages(src: string, alt: string): { photo: ShopImgProps; large: ShopImgProps } {
  return {
    photo: shopImageProps({
      src,
      alt,
      fill: true,
      sizing: IMAGE_LAYOUTS.productPhoto,
      loading: 'eager',
      fetchPriority: 'high',
      className: 'object-cover',
    }),
    large: shopImageProps({
      src,
      alt: '',
      width: ZOOM_IMAGE.width,
      height: ZOOM_IMAGE.height,
      className: 'absolute top-0 left-0 max-w-none',
    }),
  };
}
