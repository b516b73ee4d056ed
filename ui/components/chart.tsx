import { lazy, Suspense } from 'react';
import { Skeleton } from '@chakra-ui/react';
import type { ChartProps } from './chart-apex';

export type { ChartProps } from './chart-apex';

// apexcharts is heavy: it loads with the first chart, never in the first chunk.
const ApexChart = lazy(() => import('./chart-apex'));

/** A chart (apexcharts) that follows the colour mode and its container's width. */
export function Chart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton height={`${props.height}px`} borderRadius="md" />}>
      <ApexChart {...props} />
    </Suspense>
  );
}
