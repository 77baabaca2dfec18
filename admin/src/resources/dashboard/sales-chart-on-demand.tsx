import { lazy, Suspense, type ComponentProps } from 'react';
import { Skeleton } from '@mui/material';

/**
 * The sales chart with recharts fetched after the dashboard's first paint: the figures and lists show at
 * once, and the chart's space is held by a placeholder of its height until it arrives.
 */
const Chart = lazy(async () => ({ default: (await import('./sales-chart')).SalesChart }));

export function SalesChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={260} />}>
      <Chart {...props} />
    </Suspense>
  );
}
