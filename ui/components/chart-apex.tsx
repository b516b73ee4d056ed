import type { ApexOptions } from 'apexcharts';
import ReactApexChart from 'react-apexcharts';
import { useMemo } from 'react';
import { useIsDark } from './use-is-dark';

export interface ChartProps {
  readonly type: 'bar' | 'line' | 'area' | 'scatter';
  readonly series: ApexOptions['series'];
  readonly options: ApexOptions;
  readonly height: number;
  readonly 'aria-label': string;
}

export default function ChartApex({ type, series, options, height, ...rest }: ChartProps) {
  const dark = useIsDark();
  const themed = useMemo<ApexOptions>(
    () => ({
      ...options,
      chart: { fontFamily: 'inherit', background: 'transparent', toolbar: { show: false }, zoom: { enabled: false }, animations: { enabled: false }, ...options.chart },
      theme: { mode: dark ? 'dark' : 'light' },
      grid: { borderColor: dark ? '#27272a' : '#e4e4e7', ...options.grid },
    }),
    [options, dark],
  );
  return (
    <div role="img" aria-label={rest['aria-label']}>
      <ReactApexChart type={type} series={series} options={themed} height={height} width="100%" />
    </div>
  );
}
