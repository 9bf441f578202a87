// The only module that imports the chart library: it is loaded with the first chart that renders
// (see load-renderer.ts), never with an app's first load.
import type { CSSProperties } from 'react';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
  type TooltipValueType,
} from 'recharts';
import { formatExact, formatShort } from '../format';
import { isValue, type ChartModel } from '../model';
import { seriesColor, seriesDash, type ChartTheme } from '../palette';
import { extentOf, niceScale } from '../scale';
import type { ChartRendererProps } from './types';

/** Dots are drawn while each one can still be told apart (a month of days); beyond, only the line. */
const MAX_POINTS_WITH_DOTS = 31;
const TOTAL_KEY = '__total';

type Row = Record<string, string | number | null>;

function rowsOf(model: ChartModel): Row[] {
  return model.categories.map((category, index) => {
    const row: Row = { axisLabel: category.axisLabel, label: category.label };
    for (const series of model.series) row[series.key] = series.values[index] ?? null;
    if (model.total) row[TOTAL_KEY] = model.total.values[index] ?? null;
    return row;
  });
}

function ChartTooltip({
  active,
  payload,
  model,
  theme,
}: TooltipContentProps<TooltipValueType, string | number> & {
  model: ChartModel;
  theme: ChartTheme;
}) {
  if (!active || !payload?.length) return null;
  const row = payload[0].payload as Row;
  const style: CSSProperties = {
    background: theme.tooltipBackground,
    boxShadow: theme.tooltipShadow,
    borderRadius: theme.borderRadius,
    color: theme.text,
    fontSize: theme.fontSizeSM,
    padding: '8px 12px',
    maxWidth: 280,
  };
  return (
    // Recharts moves the tooltip with the arrow keys when the chart has focus; a live region lets
    // a screen reader say the point reached.
    <div style={style} role="status" aria-live="polite">
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{row.label}</div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {payload.map((item) => (
          <li key={String(item.dataKey)} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span
              aria-hidden
              style={{ width: 8, height: 8, borderRadius: 2, background: item.color, flex: 'none' }}
            />
            <span style={{ flex: 1 }}>{item.name}</span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {typeof item.value === 'number' && isValue(item.value)
                ? formatExact(item.value, model.format)
                : '-'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Draws a chart model with Recharts, sized to its container's width. */
export default function RechartsRenderer({
  model,
  theme,
  height,
  ariaLabel,
  describedBy,
}: ChartRendererProps) {
  const rows = rowsOf(model);
  const scale = niceScale(...extentOf(model));
  const tick = { fill: theme.axisText, fontSize: theme.fontSizeSM };
  const showDots = model.categories.length <= MAX_POINTS_WITH_DOTS;
  const chartProps = {
    data: rows,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    // The svg itself is the image: named by the title, described by the visible summary. It
    // keeps Recharts' keyboard layer (focus, then arrow keys move the tooltip).
    role: 'img',
    'aria-label': ariaLabel,
    'aria-describedby': describedBy,
    style: { fontFamily: theme.fontFamily },
  };
  const axes = (
    <>
      <CartesianGrid vertical={false} stroke={theme.grid} />
      <XAxis
        dataKey="axisLabel"
        tick={tick}
        tickLine={false}
        axisLine={{ stroke: theme.axisLine }}
        interval="preserveStartEnd"
        minTickGap={12}
      />
      <YAxis
        width="auto"
        tick={tick}
        tickLine={false}
        axisLine={false}
        tickFormatter={(value: number) => formatShort(value, model.format)}
        domain={scale.domain}
        ticks={scale.ticks}
        interval={0}
      />
      {scale.domain[0] < 0 && <ReferenceLine y={0} stroke={theme.axisLine} />}
      <Tooltip
        content={(props) => <ChartTooltip {...props} model={model} theme={theme} />}
        cursor={{ stroke: theme.axisLine, fill: theme.placeholder }}
        isAnimationActive={false}
      />
    </>
  );

  return (
    <ResponsiveContainer width="100%" height={height}>
      {model.kind === 'stacked-bar' ? (
        <ComposedChart {...chartProps} stackOffset="sign">
          {axes}
          {model.series.map((series, index) => (
            <Bar
              key={series.key}
              dataKey={series.key}
              name={series.name}
              stackId="stack"
              fill={seriesColor(theme, index)}
              // A thin gap in the background colour keeps neighbouring stacks apart.
              stroke={theme.background}
              strokeWidth={1}
              maxBarSize={48}
              isAnimationActive={false}
            />
          ))}
          {model.total && (
            <Line
              dataKey={TOTAL_KEY}
              name={model.total.name}
              stroke={theme.total}
              strokeWidth={2}
              dot={{ r: 3, fill: theme.total }}
              isAnimationActive={false}
            />
          )}
        </ComposedChart>
      ) : (
        <LineChart {...chartProps}>
          {axes}
          {model.series.map((series, index) => (
            <Line
              key={series.key}
              dataKey={series.key}
              name={series.name}
              stroke={seriesColor(theme, index)}
              strokeDasharray={seriesDash(index)}
              strokeWidth={2}
              dot={showDots ? { r: 2.5 } : false}
              activeDot={{ r: 4 }}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
