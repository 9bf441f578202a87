// The portal's chart drawing: an SVG of the two kinds of chart the portal has (lines over
// categories, stacked bars with a total line), sized to its container's width. Loaded with the
// first chart that renders (see load-renderer.ts), never with an app's first load.
import {
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { formatExact, formatShort } from '../format';
import { useChartMessages } from '../messages';
import { isValue, type ChartModel } from '../model';
import { seriesColor, seriesDash, type ChartTheme } from '../palette';
import { scaleOf } from '../scale';
import { chartLayout, pathOf, stackBars, type ChartLayout } from './layout';
import type { ChartRendererProps } from './types';

/** Covers the chart without taking its pointer: the tooltip is placed inside it. */
const LIVE_REGION: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' };

/** Dots are drawn while each one can still be told apart (a month of days); beyond, only the line. */
const MAX_POINTS_WITH_DOTS = 31;

/** The container's width in px, followed as it changes; 0 until it has been laid out. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    // Before the first paint, so the chart is drawn in the frame the container appears in.
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

interface TooltipItem {
  key: string;
  name: string;
  color: string;
  value: number | null | undefined;
}

function tooltipItems(model: ChartModel, theme: ChartTheme, index: number): TooltipItem[] {
  const items = model.series.map((series, position) => ({
    key: series.key,
    name: series.name,
    color: seriesColor(theme, position),
    value: series.values[index],
  }));
  if (model.total) {
    items.push({
      key: '__total',
      name: model.total.name,
      color: theme.total,
      value: model.total.values[index],
    });
  }
  return items;
}

function ChartTooltip({
  model,
  theme,
  index,
  layout,
}: {
  model: ChartModel;
  theme: ChartTheme;
  index: number;
  layout: ChartLayout;
}) {
  const x = layout.xOf(index);
  // Beside the point, on the side with more room, so it never covers the point itself.
  const side: CSSProperties =
    x > layout.width / 2 ? { right: layout.width - x + 12 } : { left: x + 12 };
  const style: CSSProperties = {
    position: 'absolute',
    top: layout.top,
    ...side,
    pointerEvents: 'none',
    background: theme.tooltipBackground,
    boxShadow: theme.tooltipShadow,
    borderRadius: theme.borderRadius,
    color: theme.text,
    fontSize: theme.fontSizeSM,
    padding: '8px 12px',
    // As wide as its text, up to 280 px (a long chapter title wraps), wherever it is anchored.
    width: 'max-content',
    maxWidth: 280,
  };
  return (
    <div style={style}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>{model.categories[index]?.label}</div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {tooltipItems(model, theme, index).map((item) => (
          <li key={item.key} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <span
              aria-hidden
              style={{ width: 8, height: 8, borderRadius: 2, background: item.color, flex: 'none' }}
            />
            <span style={{ flex: 1 }}>{item.name}</span>
            <span style={{ fontVariantNumeric: 'tabular-nums' }}>
              {isValue(item.value) ? formatExact(item.value, model.format) : '-'}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the marks of a chart are drawn from. */
interface MarkProps {
  model: ChartModel;
  theme: ChartTheme;
  layout: ChartLayout;
  /** The category the pointer or the keyboard is on. */
  active: number | null;
}

function Axes({ model, theme, layout }: Omit<MarkProps, 'active'>) {
  const { left, right, bottom, ticks, yOf, fontSize } = layout;
  return (
    <g aria-hidden>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={right} y1={yOf(tick)} y2={yOf(tick)} stroke={theme.grid} />
          <text
            x={left - 8}
            y={yOf(tick)}
            textAnchor="end"
            dominantBaseline="middle"
            fill={theme.axisText}
            fontSize={fontSize}
          >
            {formatShort(tick, model.format)}
          </text>
        </g>
      ))}
      {ticks[0] < 0 && (
        <line x1={left} x2={right} y1={yOf(0)} y2={yOf(0)} stroke={theme.axisLine} />
      )}
      <line x1={left} x2={right} y1={bottom} y2={bottom} stroke={theme.axisLine} />
      {layout.labelIndexes.map((index) => (
        <text
          key={index}
          x={layout.labelX(index)}
          y={bottom + 6 + fontSize}
          textAnchor="middle"
          fill={theme.axisText}
          fontSize={fontSize}
        >
          {model.categories[index].axisLabel}
        </text>
      ))}
    </g>
  );
}

/** One line through `values`, a dot on each point when `dot` is given, a larger one at `active`. */
function LineMarks({
  part,
  values,
  color,
  dash,
  dot,
  theme,
  layout,
  active,
}: Omit<MarkProps, 'model'> & {
  part: 'line' | 'total';
  values: readonly (number | null)[];
  color: string;
  dash?: string;
  dot: { r: number; fill: string; stroke?: string } | null;
}) {
  const activeValue = active === null ? null : values[active];
  return (
    <g>
      <path
        data-part={part}
        d={pathOf(values, layout)}
        fill="none"
        stroke={color}
        strokeWidth={2}
        strokeDasharray={dash}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {dot &&
        values.map((value, index) =>
          isValue(value) ? (
            <circle
              key={index}
              cx={layout.xOf(index)}
              cy={layout.yOf(value)}
              r={dot.r}
              fill={dot.fill}
              stroke={dot.stroke}
              strokeWidth={dot.stroke ? 1.5 : undefined}
            />
          ) : null,
        )}
      {active !== null && isValue(activeValue) && (
        <circle
          cx={layout.xOf(active)}
          cy={layout.yOf(activeValue)}
          r={dot ? dot.r + 1.5 : 4}
          fill={color}
          stroke={theme.background}
          strokeWidth={2}
        />
      )}
    </g>
  );
}

function Lines({ model, theme, layout, active }: MarkProps) {
  const showDots = model.categories.length <= MAX_POINTS_WITH_DOTS;
  return (
    <g aria-hidden>
      {model.series.map((series, position) => {
        const color = seriesColor(theme, position);
        return (
          <LineMarks
            key={series.key}
            part="line"
            values={series.values}
            color={color}
            dash={seriesDash(position)}
            dot={showDots ? { r: 2.5, fill: theme.background, stroke: color } : null}
            theme={theme}
            layout={layout}
            active={active}
          />
        );
      })}
    </g>
  );
}

function Bars({ model, theme, layout, active }: MarkProps) {
  const barWidth = Math.min(48, layout.band * 0.8);
  return (
    <g aria-hidden>
      {stackBars(model).map((bar) => {
        const y = layout.yOf(bar.to);
        const y0 = layout.yOf(bar.from);
        return (
          <rect
            key={`${bar.series}-${bar.index}`}
            data-part="bar"
            x={layout.xOf(bar.index) - barWidth / 2}
            y={Math.min(y, y0)}
            width={barWidth}
            height={Math.abs(y0 - y)}
            fill={seriesColor(theme, bar.series)}
            // A thin gap in the background colour keeps neighbouring parts apart.
            stroke={theme.background}
            strokeWidth={1}
          />
        );
      })}
      {model.total && (
        <LineMarks
          part="total"
          values={model.total.values}
          color={theme.total}
          dot={{ r: 3, fill: theme.total }}
          theme={theme}
          layout={layout}
          active={active}
        />
      )}
    </g>
  );
}

/** Draws a chart model as SVG, sized to its container's width. */
export default function SvgRenderer({
  model,
  theme,
  height,
  ariaLabel,
  describedBy,
}: ChartRendererProps) {
  const messages = useChartMessages();
  const [ref, width] = useWidth();
  const [active, setActive] = useState<number | null>(null);
  const count = model.categories.length;
  const fontSize = theme.fontSizeSM;
  const layout = useMemo(
    () => (width > 0 ? chartLayout(model, scaleOf(model), { width, height, fontSize }) : null),
    [model, width, height, fontSize],
  );

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    if (!layout || !Number.isFinite(event.clientX)) return;
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setActive(layout.indexAt(x));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = count - 1;
    const moves: Record<string, (index: number) => number> = {
      ArrowRight: (index) => Math.min(last, index + 1),
      ArrowLeft: (index) => Math.max(0, index - 1),
      Home: () => 0,
      End: () => last,
    };
    if (event.key === 'Escape') {
      setActive(null);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive((index) => move(index ?? 0));
  };

  return (
    <div ref={ref} style={{ position: 'relative', width: '100%', height }}>
      {layout && (
        <svg
          width={width}
          height={height}
          role="img"
          aria-label={ariaLabel}
          aria-describedby={describedBy}
          // Focus, then the arrow keys (Home, End) move the tooltip from point to point.
          tabIndex={0}
          style={{ display: 'block', fontFamily: theme.fontFamily, touchAction: 'pan-y' }}
          onPointerMove={onPointer}
          onPointerDown={onPointer}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((index) => index ?? 0)}
          onBlur={() => setActive(null)}
          onKeyDown={onKeyDown}
        >
          {active !== null &&
            (model.kind === 'stacked-bar' ? (
              <rect
                aria-hidden
                x={layout.xOf(active) - layout.band / 2}
                y={layout.top}
                width={layout.band}
                height={layout.bottom - layout.top}
                fill={theme.placeholder}
              />
            ) : (
              <line
                aria-hidden
                x1={layout.xOf(active)}
                x2={layout.xOf(active)}
                y1={layout.top}
                y2={layout.bottom}
                stroke={theme.axisLine}
              />
            ))}
          <Axes model={model} theme={theme} layout={layout} />
          {model.kind === 'stacked-bar' ? (
            <Bars model={model} theme={theme} layout={layout} active={active} />
          ) : (
            <Lines model={model} theme={theme} layout={layout} active={active} />
          )}
        </svg>
      )}
      {layout && (
        // A polite live region, there before anything is said in it: a screen reader says each
        // point the arrow keys reach.
        <div role="status" aria-live="polite" aria-label={messages.tooltip} style={LIVE_REGION}>
          {active !== null && active < count && (
            <ChartTooltip model={model} theme={theme} index={active} layout={layout} />
          )}
        </div>
      )}
    </div>
  );
}
