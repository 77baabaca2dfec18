/** Google Analytics measurement id; unset means no analytics script is loaded and no event is sent. */
export function gaMeasurementId(): string | undefined {
  return process.env.NEXT_PUBLIC_GA_ID || undefined;
}

/** Home category circles (docs/behaviour.md#home: category 'category_click', action = the category name). */
export async function trackCategoryClick(categoryName: string): Promise<void> {
  // NEXT_PUBLIC_GA_ID itself, not gaMeasurementId(): inlined at build time, so a build without GA drops the
  // import below. Loaded on the click, like GA itself (components/layout/google-analytics.tsx).
  if (!process.env.NEXT_PUBLIC_GA_ID) return;
  const { sendGAEvent } = await import('@next/third-parties/google');
  sendGAEvent('event', 'category_click', {
    event_category: 'category_click',
    event_action: categoryName,
    event_label: categoryName,
  });
}

/** GA4's `purchase` event's fields (issue 40: the discount code rides on it as `coupon`). */
export function purchaseEventParams(payment: { pid: string; total: number; discount_code?: string | null }) {
  return {
    transaction_id: payment.pid,
    value: payment.total / 100,
    currency: 'USD',
    ...(payment.discount_code ? { coupon: payment.discount_code } : {}),
  };
}

/** The purchase, once the card payment succeeded, where analytics is on; nothing is loaded otherwise. */
export async function trackPurchase(payment: {
  pid: string;
  total: number;
  discount_code?: string | null;
}): Promise<void> {
  if (!process.env.NEXT_PUBLIC_GA_ID) return;
  const { sendGAEvent } = await import('@next/third-parties/google');
  sendGAEvent('event', 'purchase', purchaseEventParams(payment));
}
