import { sendGAEvent } from '@next/third-parties/google';

/** Google Analytics measurement id; unset means no analytics script is loaded and no event is sent. */
export function gaMeasurementId(): string | undefined {
  return process.env.NEXT_PUBLIC_GA_ID || undefined;
}

/** Home category circles (spec: category 'category_click', action = the category name). */
export function trackCategoryClick(categoryName: string): void {
  if (!gaMeasurementId()) return;
  sendGAEvent('event', 'category_click', {
    event_category: 'category_click',
    event_action: categoryName,
    event_label: categoryName,
  });
}
