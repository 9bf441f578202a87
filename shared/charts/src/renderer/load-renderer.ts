import type { ComponentType } from 'react';
import type { ChartRendererProps } from './types';

export type ChartRenderer = ComponentType<ChartRendererProps>;

let pending: Promise<ChartRenderer> | undefined;
let loaded: ChartRenderer | undefined;

/**
 * The chart library's code, fetched on the first chart that renders and kept for every later one.
 * A failed fetch (offline, a deploy in between) is forgotten, so Retry fetches again.
 */
export function loadRenderer(): Promise<ChartRenderer> {
  pending ??= import(/* webpackChunkName: "charts-renderer" */ './svg-renderer').then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

/** The renderer if it has loaded already, so later charts draw at once without a placeholder. */
export function loadedRenderer(): ChartRenderer | undefined {
  return loaded;
}

/**
 * Starts fetching the chart library ahead of the first chart (a screen that always draws charts
 * loads it together with its own code). Never rejects: a failed fetch is retried by the chart.
 */
export function preloadChartLibrary(): Promise<void> {
  return loadRenderer().then(
    () => undefined,
    () => undefined,
  );
}
