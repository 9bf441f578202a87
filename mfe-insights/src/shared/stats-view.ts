import type { ScreenQuery } from '@creator/ui';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PRESET,
  RANGE_PRESETS,
  customRangeProblem,
  onTaipeiDay,
  presetRange,
  taipeiToday,
  untilNextTaipeiDay,
  type DateRange,
  type RangePreset,
  type RangeProblem,
} from './date-range';
import { DEFAULT_CHARTED, MAX_CHARTED_METRICS, METRIC_KEYS, type MetricKey } from './metrics';

/** The address parameters both statistics screens keep (declared in the screen registry). */
type StatsParam = keyof ScreenQuery<'dataCenter'>;
const RANGE: StatsParam = 'range';
const FROM: StatsParam = 'from';
const TO: StatsParam = 'to';
const METRICS: StatsParam = 'metrics';
const STATS_PARAMS: readonly StatsParam[] = [RANGE, FROM, TO, METRICS];

/** How each preset is written in the address: short, and readable in a bookmark. */
const PRESET_IN_URL: Record<RangePreset, string> = {
  yesterday: 'yesterday',
  last7Days: '7d',
  last30Days: '30d',
  thisMonth: 'month',
};

export type RangeChoice = RangePreset | 'custom';

/** What the screen shows, read from its address. */
export interface StatsView {
  choice: RangeChoice;
  range: DateRange;
  /** The charted metrics, in the screens' order (METRIC_KEYS), whatever the address's order. */
  metrics: MetricKey[];
  /** The address named a range that cannot be shown; the default range is shown instead. */
  problem: RangeProblem | 'unknownPreset' | null;
}

function readMetrics(raw: string | null): MetricKey[] {
  const named = (raw ?? '').split(',');
  const metrics = METRIC_KEYS.filter((key) => named.includes(key)).slice(0, MAX_CHARTED_METRICS);
  return metrics.length > 0 ? metrics : [...DEFAULT_CHARTED];
}

/**
 * The range and charted metrics an address asks for at `now`. A preset is relative (a bookmark of
 * "last 30 days" shows the last 30 days on the day it is opened); a custom range (`from`, `to`) is
 * fixed. A range that cannot be shown (not a date, reversed, in the future, too long, an unknown
 * preset) falls back to the default, with the problem said.
 */
export function readStatsView(search: URLSearchParams, now: Date): StatsView {
  const metrics = readMetrics(search.get(METRICS));
  const fallback = (problem: StatsView['problem']): StatsView => ({
    choice: DEFAULT_PRESET,
    range: presetRange(DEFAULT_PRESET, now),
    metrics,
    problem,
  });
  const from = search.get(FROM);
  const to = search.get(TO);
  if (from !== null || to !== null) {
    const range = { startDate: from ?? '', endDate: to ?? '' };
    const problem = customRangeProblem(range, now);
    return problem ? fallback(problem) : { choice: 'custom', range, metrics, problem: null };
  }
  const named = search.get(RANGE);
  if (named === null) return fallback(null);
  const preset = RANGE_PRESETS.find((candidate) => PRESET_IN_URL[candidate] === named);
  if (!preset) return fallback('unknownPreset');
  return { choice: preset, range: presetRange(preset, now), metrics, problem: null };
}

/** A copy of `search` showing a preset or a custom range; the default preset leaves no trace. */
export function withRange(search: URLSearchParams, choice: RangePreset | DateRange) {
  const next = new URLSearchParams(search);
  for (const name of [RANGE, FROM, TO]) next.delete(name);
  if (typeof choice === 'string') {
    if (choice !== DEFAULT_PRESET) next.set(RANGE, PRESET_IN_URL[choice]);
  } else {
    next.set(FROM, choice.startDate);
    next.set(TO, choice.endDate);
  }
  return next;
}

/** A copy of `search` charting `metrics`; the default set leaves no trace. */
export function withMetrics(search: URLSearchParams, metrics: readonly MetricKey[]) {
  const next = new URLSearchParams(search);
  const isDefault =
    metrics.length === DEFAULT_CHARTED.length &&
    metrics.every((metric, index) => metric === DEFAULT_CHARTED[index]);
  if (metrics.length === 0 || isDefault) next.delete(METRICS);
  else next.set(METRICS, metrics.join(','));
  return next;
}

/**
 * The statistics parameters of an address, to carry the same view to the other statistics
 * screen (`hrefs.workData({ titleId, ...statsParams(search) })`).
 */
export function statsParams(search: URLSearchParams): ScreenQuery<'dataCenter'> {
  const carried: Record<string, string> = {};
  for (const name of STATS_PARAMS) {
    const value = search.get(name);
    if (value !== null) carried[name] = value;
  }
  return carried;
}

/**
 * Today's date in Taipei, kept current while the page stays open: it moves on at Taipei's
 * midnight (a timer), and is read again whenever the page is shown again (a computer waking up,
 * a tab brought back, when timers may have been held back), so that "the last 7 days" left on
 * screen overnight are the last 7 days of the new day.
 */
export function useTaipeiToday(): string {
  const [today, setToday] = useState(() => taipeiToday(new Date()));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (now: Date) => {
      clearTimeout(timer);
      // A second past midnight: a timer that fires a little early still finds the new day.
      timer = setTimeout(check, untilNextTaipeiDay(now) + 1000);
    };
    function check() {
      const now = new Date();
      setToday(taipeiToday(now));
      schedule(now);
    }
    const onShown = () => {
      if (document.visibilityState === 'visible') check();
    };
    schedule(new Date());
    document.addEventListener('visibilitychange', onShown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onShown);
    };
  }, []);
  return today;
}

/**
 * The view in the address, and how to change it. A new range is a new history entry (Back
 * returns to the previous range); ticking a metric replaces the entry, so Back does not step
 * through every tick.
 */
export function useStatsView() {
  const [search, setSearch] = useSearchParams();
  // Read again only when one of its own parameters changes: another one (a table's sort) then
  // leaves the view, and the charts drawn from it, as they are.
  const ownKey = new URLSearchParams(statsParams(search) as Record<string, string>).toString();
  // Presets are relative to today: read again when the Taipei day changes under an open page.
  const today = useTaipeiToday();
  const view = useMemo(
    () => readStatsView(new URLSearchParams(ownKey), onTaipeiDay(today)),
    [ownKey, today],
  );
  // The router's setter changes with every address; the callbacks below stay the same, so the
  // memoised charts are not redrawn when another parameter (a table's sort) changes.
  const latestSetSearch = useRef(setSearch);
  useLayoutEffect(() => {
    latestSetSearch.current = setSearch;
  }, [setSearch]);
  const chooseRange = useCallback(
    (choice: RangePreset | DateRange) => latestSetSearch.current((prev) => withRange(prev, choice)),
    [],
  );
  const chooseMetrics = useCallback(
    (metrics: readonly MetricKey[]) =>
      latestSetSearch.current((prev) => withMetrics(prev, metrics), { replace: true }),
    [],
  );
  return { ...view, today, search, chooseRange, chooseMetrics };
}
