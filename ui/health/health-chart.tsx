import { Box, Center, Text } from '@chakra-ui/react';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import { formatLatency, HEALTH_OVERVIEW, type ChartChangeMark, type GraphPoint } from '../../core/health';
import { Chart } from '../components/chart';
import { ChartChanges } from './chart-changes';

const PASSED = '#22c55e';
const FAILED = '#ef4444';
const CHANGE = '#6366f1';
const NO_CHANGES: readonly ChartChangeMark[] = [];

interface HealthChartProps {
  readonly points: readonly GraphPoint[];
  /** Changes of the check's related config items: a dashed line each, listed with a hover card under the chart. */
  readonly changes?: readonly ChartChangeMark[];
  readonly loading: boolean;
  readonly error?: string;
  readonly height?: number;
}

/**
 * Seed 000 §2.5: the Health Overview: latency over time, each bucket green when every run passed, else
 * red; and (issue 22) a line at each change of a related config item, so a failure right after one shows it.
 */
export function HealthChart({ points, changes = NO_CHANGES, loading, error, height = 180 }: HealthChartProps) {
  const series = useMemo(
    () => [
      { name: 'Passed', data: points.filter((p) => p.status).map((p) => ({ x: new Date(p.time).getTime(), y: p.duration })) },
      { name: 'Failed', data: points.filter((p) => !p.status).map((p) => ({ x: new Date(p.time).getTime(), y: p.duration })) },
    ],
    [points],
  );
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { id: 'health-overview', stacked: false },
      colors: [PASSED, FAILED],
      plotOptions: { bar: { columnWidth: '80%', borderRadius: 1 } },
      dataLabels: { enabled: false },
      legend: { show: false },
      xaxis: { type: 'datetime', labels: { datetimeUTC: false } },
      yaxis: { labels: { formatter: (value: number) => formatLatency(value) }, min: 0 },
      tooltip: { x: { format: 'yyyy-MM-dd HH:mm' }, y: { formatter: (value: number) => formatLatency(value) } },
      annotations: {
        xaxis: changes.map((change) => ({
          x: change.at,
          borderColor: CHANGE,
          strokeDashArray: 4,
          label: { text: change.label, orientation: 'horizontal', borderColor: CHANGE, style: { color: '#fff', background: CHANGE, fontSize: '10px' } },
        })),
      },
    }),
    [changes],
  );
  if (error) {
    return (
      <Center h={`${height}px`} role="alert">
        <Text color="fg.error">{error}</Text>
      </Center>
    );
  }
  if (!loading && points.length === 0) {
    return (
      <Center h={`${height}px`}>
        <Text color="fg.muted">No runs in this time range</Text>
      </Center>
    );
  }
  return (
    <Box opacity={loading ? 0.5 : 1}>
      <Chart type="bar" series={series} options={options} height={height} aria-label={HEALTH_OVERVIEW} />
      <ChartChanges changes={changes} />
    </Box>
  );
}
