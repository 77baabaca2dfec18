import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { getProduct } from '@/lib/cms-client/products';
import { SHOP_NAME } from '@common/constants';
import { formatPrice } from '@common/format';
import { ogPhotoDataUrl } from '@/lib/seo/og-photo';

export const alt = `Product at ${SHOP_NAME}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

const PHOTO = { width: 420, height: 630 };

/** The sharing card of a product: its photo beside name, price and the shop's name (built-in font only). */
export default async function ProductOgImage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  const product = await getProduct(slug);
  if (!product) notFound();
  const photo = await ogPhotoDataUrl(slug, product.image, PHOTO.width, PHOTO.height);
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#ffffff' }}>
      {photo ? (
        <img src={photo} width={PHOTO.width} height={PHOTO.height} alt="" />
      ) : (
        <div style={{ display: 'flex', width: PHOTO.width, height: PHOTO.height, background: '#F9E7E8' }} />
      )}
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          flex: 1,
          padding: '64px 56px',
          borderTop: '16px solid #B6101D',
        }}
      >
        <div style={{ display: 'flex', fontSize: 30, fontWeight: 700, color: '#B6101D' }}>{SHOP_NAME}</div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: 58, fontWeight: 700, color: '#111827', lineHeight: 1.15 }}>
            {product.name}
          </div>
          <div style={{ display: 'flex', marginTop: 28, fontSize: 52, fontWeight: 700, color: '#B6101D' }}>
            {formatPrice(product.price)}
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 26, color: '#4b5563' }}>
          Plants, garden goods and Nepalese groceries, delivered across the USA
        </div>
      </div>
    </div>,
    size,
  );
}
