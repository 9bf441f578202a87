import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import antdTheme from 'antd/es/theme';
import {
  Component,
  Fragment,
  useEffect,
  useId,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useChartMessages } from './messages';
import { hasData, type ChartModel } from './model';
import { chartTheme, seriesColor, seriesDash, type ChartTheme } from './palette';
// By the package's own name, not relatively: the build then takes it from the one shared
// '@creator/charts/preload' module, which a remote's routes import to fetch the chart library
// beside a screen's code without loading this package's root (and dayjs) first.
import { loadRenderer, loadedRenderer, type ChartRenderer } from '@creator/charts/preload';
import type { ChartRendererProps } from './renderer/types';
import { summarize, type SummaryLine } from './summary';

export const DEFAULT_CHART_HEIGHT = 280;

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/** Props every chart takes. */
export interface ChartFrameOptions {
  /** What the chart shows, in the UI language: its accessible name ('每月收益'). */
  title: string;
  /** Data still loading: a placeholder of the chart's size instead of the chart. */
  loading?: boolean;
  /** Text of the empty state; default 'No data for this period'. */
  emptyText?: ReactNode;
  /** Plot height in px; the width always follows the container. */
  height?: number;
}

interface ChartFrameProps extends ChartFrameOptions {
  /** What the summary states (all of the data). */
  model: ChartModel;
  /** What is drawn; a thinned copy of `model` for very long series. */
  drawn?: ChartModel;
  ariaLabel: string;
}

/** Fills the chart's place while the data or the chart library loads, so nothing below moves. */
function Placeholder({ height, theme }: { height: number; theme: ChartTheme }) {
  const messages = useChartMessages();
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={messages.loading}
      style={{ height, background: theme.placeholder, borderRadius: theme.borderRadius }}
    />
  );
}

/**
 * Loads the chart library in an effect rather than by suspending: a screen's tests then see the
 * chart appear like any other data (findByRole), without wrapping their render in act().
 */
function LazyRenderer(props: ChartRendererProps) {
  const [state, setState] = useState<{ renderer?: ChartRenderer; error?: unknown }>(() => ({
    renderer: loadedRenderer(),
  }));
  useEffect(() => {
    if (state.renderer) return;
    let mounted = true;
    loadRenderer().then(
      (renderer) => mounted && setState({ renderer }),
      (error: unknown) => mounted && setState({ error }),
    );
    return () => {
      mounted = false;
    };
  }, [state.renderer]);
  // To the boundary below, whose Retry mounts this again and so fetches again.
  if (state.error) throw state.error;
  if (!state.renderer) return <Placeholder height={props.height} theme={props.theme} />;
  const Renderer = state.renderer;
  return <Renderer {...props} />;
}

interface BoundaryProps {
  height: number;
  children: ReactNode;
}

/** The chart library failed to load (or to draw): say so where the chart would be, with Retry. */
class RendererBoundary extends Component<BoundaryProps, { failed: boolean; attempt: number }> {
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) {
      return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    }
    return (
      <LoadFailed
        height={this.props.height}
        onRetry={() => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))}
      />
    );
  }
}

function LoadFailed({ height, onRetry }: { height: number; onRetry: () => void }) {
  const messages = useChartMessages();
  return (
    <div
      style={{
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 12,
        textAlign: 'center',
      }}
    >
      <span role="alert">{messages.loadFailed}</span>
      <Button onClick={onRetry}>{messages.retry}</Button>
    </div>
  );
}

function Legend({ model, theme }: { model: ChartModel; theme: ChartTheme }) {
  const messages = useChartMessages();
  const swatch = (kind: 'bar' | 'line' | 'total', index: number) => (
    <svg width="20" height="10" aria-hidden focusable="false" style={{ flex: 'none' }}>
      {kind === 'bar' ? (
        <rect width="20" height="10" rx="2" fill={seriesColor(theme, index)} />
      ) : (
        <line
          x1="0"
          y1="5"
          x2="20"
          y2="5"
          strokeWidth="2"
          stroke={kind === 'total' ? theme.total : seriesColor(theme, index)}
          strokeDasharray={kind === 'line' ? seriesDash(index) : undefined}
        />
      )}
    </svg>
  );
  const items = model.series.map((series, index) => ({
    key: series.key,
    name: series.name,
    swatch: swatch(model.kind === 'stacked-bar' ? 'bar' : 'line', index),
  }));
  if (model.total) {
    items.push({ key: '__total', name: model.total.name, swatch: swatch('total', 0) });
  }
  if (items.length < 2) return null;
  return (
    <ul
      aria-label={messages.legend}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: '4px 16px',
        listStyle: 'none',
        margin: '8px 0 0',
        padding: 0,
        color: theme.text,
        fontSize: theme.fontSizeSM,
      }}
    >
      {items.map((item) => (
        <li key={item.key} style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {item.swatch}
          {item.name}
        </li>
      ))}
    </ul>
  );
}

function SummaryText({ line }: { line: SummaryLine }) {
  if (line.short === line.exact) return <>{line.exact}</>;
  return (
    <>
      <span aria-hidden title={line.exact}>
        {line.short}
      </span>
      <span style={visuallyHidden}>{line.exact}</span>
    </>
  );
}

/**
 * What every chart shares: theme from the antd token, the placeholder while data or the chart
 * library loads, the empty state, the legend and the text summary.
 */
export function ChartFrame({
  title,
  model,
  drawn = model,
  ariaLabel,
  loading = false,
  emptyText,
  height = DEFAULT_CHART_HEIGHT,
}: ChartFrameProps) {
  const { token } = antdTheme.useToken();
  const theme = useMemo(() => chartTheme(token), [token]);
  const messages = useChartMessages();
  const summaryId = useId();
  const lines = useMemo(() => summarize(model, title, messages), [model, title, messages]);

  const frameStyle: CSSProperties = {
    position: 'relative',
    width: '100%',
    minWidth: 0,
    fontFamily: theme.fontFamily,
    color: theme.text,
  };

  if (loading) {
    return (
      <div style={frameStyle}>
        <Placeholder height={height} theme={theme} />
      </div>
    );
  }
  if (!hasData(model)) {
    return (
      <div
        style={{
          ...frameStyle,
          height,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? messages.empty} />
      </div>
    );
  }
  return (
    <div style={frameStyle}>
      <RendererBoundary height={height}>
        <LazyRenderer
          model={drawn}
          theme={theme}
          height={height}
          ariaLabel={ariaLabel}
          describedBy={summaryId}
        />
      </RendererBoundary>
      <Legend model={model} theme={theme} />
      <ul
        id={summaryId}
        aria-label={messages.summaryOf(title)}
        style={{ margin: '8px 0 0', paddingInlineStart: 20, fontSize: theme.fontSize }}
      >
        {lines.map((line, index) => (
          <li key={index}>
            <SummaryText line={line} />
          </li>
        ))}
      </ul>
    </div>
  );
}
