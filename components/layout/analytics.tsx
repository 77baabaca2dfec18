import { gaMeasurementId } from '@/lib/analytics';
import { LazyGoogleAnalytics } from './google-analytics';

/** Page views through Google Analytics, only when NEXT_PUBLIC_GA_ID is set; otherwise nothing is loaded. */
export function Analytics() {
  const gaId = gaMeasurementId();
  return gaId ? <LazyGoogleAnalytics gaId={gaId} /> : null;
}
