// The package's root stays light: chart components, types and the summary. The chart library
// itself is loaded by the first chart that renders (renderer/load-renderer.ts).
export {
  OrdinalLineChart,
  StackedBarChart,
  TimeSeriesChart,
  type MonthValues,
  type NumericKeys,
  type OrdinalLineChartProps,
  type OrdinalPoint,
  type StackedBarChartProps,
  type TimeSeriesChartProps,
} from './charts';
export { DEFAULT_CHART_HEIGHT, type ChartFrameOptions } from './chart-frame';
export type { ValueFormat } from './format';
export type { SeriesSpec } from './model';
export { preloadChartLibrary } from '@creator/charts/preload';
