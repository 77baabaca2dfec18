import { GoogleAnalytics } from '@next/third-parties/google';
import { gaMeasurementId } from '@/lib/analytics';

/** Page views through Google Analytics, only when NEXT_PUBLIC_GA_ID is set; otherwise nothing is loaded. */
export function Analytics() {
  const gaId = gaMeasurementId();
  return gaId ? <GoogleAnalytics gaId={gaId} /> : null;
}
