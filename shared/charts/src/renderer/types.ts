import type { ChartModel } from '../model';
import type { ChartTheme } from '../palette';

/** What the lazily loaded renderer receives from the chart frame. */
export interface ChartRendererProps {
  model: ChartModel;
  theme: ChartTheme;
  height: number;
  /** The chart's accessible name (role="img"). */
  ariaLabel: string;
  /** Id of the visible text summary that describes the chart. */
  describedBy: string;
}
