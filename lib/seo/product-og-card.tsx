import 'server-only';
import { cacheLife } from 'next/cache';
import { ImageResponse } from 'next/og';
import { SHOP_NAME } from '@common/constants';
import { formatPrice } from '@common/format';
import { ogPhotoDataUrl } from './og-photo';

export const OG_CARD_SIZE = { width: 1200, height: 630 };
const PHOTO = { width: 420, height: 630 };

/** What a product's card shows: the card is drawn once per version of these, whatever the request's query. */
export interface OgCardProduct {
  slug: string;
  name: string;
  price: number;
  image: string;
}

/**
 * The product's sharing card as PNG bytes, with the time it was drawn. Drawing one takes about 60 ms of
 * CPU; every request for the card used to draw it again (a crawler, or anyone adding `?v=N`). Cached by
 * its arguments, so a new name, price or photo draws a new card and nothing else does.
 */
export async function productOgCard({ slug, name, price, image }: OgCardProduct) {
  'use cache';
  cacheLife('days');
  const photo = await ogPhotoDataUrl(slug, image, PHOTO.width, PHOTO.height);
  const response = new ImageResponse(<Card name={name} price={price} photo={photo} />, OG_CARD_SIZE);
  return { png: new Uint8Array(await response.arrayBuffer()), drawnAt: Date.now() };
}

function Card({ name, price, photo }: { name: string; price: number; photo: string | null }) {
  return (
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#ffffff' }}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- drawn by ImageResponse, not sent to a browser
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
            {name}
          </div>
          <div style={{ display: 'flex', marginTop: 28, fontSize: 52, fontWeight: 700, color: '#B6101D' }}>
            {formatPrice(price)}
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 26, color: '#4b5563' }}>
          Plants, garden goods and Nepalese groceries, delivered across the USA
        </div>
      </div>
    </div>
  );
}
