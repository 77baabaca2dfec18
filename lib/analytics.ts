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
