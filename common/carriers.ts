/**
 * The carriers an order can be shipped with, and where a shopper tracks a parcel. One table, shared by the
 * CMS (the 'shipped' email and the order history's tracking link) and the console (the carrier choice).
 */
export const CARRIERS = {
  usps: { name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  ups: { name: 'UPS', trackingUrl: 'https://www.ups.com/track?loc=en_US&tracknum={number}' },
  fedex: { name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  dhl: {
    name: 'DHL',
    trackingUrl:
      'https://www.dhl.com/us-en/home/tracking/tracking-express.html?submit=1&tracking-id={number}',
  },
} as const;

export type CarrierId = keyof typeof CARRIERS;
export const CARRIER_IDS = Object.keys(CARRIERS) as CarrierId[];

/** Letters and digits only (spaces and dashes a person types are removed first), as every carrier issues. */
export const TRACKING_NUMBER_PATTERN = /^[A-Z0-9]{6,40}$/;

export function isCarrierId(value: string): value is CarrierId {
  return Object.hasOwn(CARRIERS, value);
}

/** The tracking number as stored: upper case, without the spaces and dashes it is often printed with. */
export function normaliseTrackingNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** The carrier's tracking page for a parcel, or null for a carrier this shop does not know (any more). */
export function trackingUrl(carrier: string, trackingNumber: string): string | null {
  if (!isCarrierId(carrier)) return null;
  return CARRIERS[carrier].trackingUrl.replace('{number}', encodeURIComponent(trackingNumber));
}

export function carrierName(carrier: string): string {
  return isCarrierId(carrier) ? CARRIERS[carrier].name : carrier;
}
