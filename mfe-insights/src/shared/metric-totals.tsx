import ArrowDownOutlined from '@ant-design/icons/es/icons/ArrowDownOutlined';
import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import type { StatMetrics } from '@creator/api/contract';
import { staleStyle } from '@creator/ui';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { CSSProperties } from 'react';
import { formatChange, type Change } from './comparison';
import { useStatsMessages } from './messages';
import { MetricValue, visuallyHidden } from './metric-value';
import { METRIC_KEYS, isMoneyMetric, type MetricKey } from './metrics';

export interface MetricTotalsProps {
  metrics: StatMetrics;
  /** Each metric's change against the previous period; left out for all-time totals. */
  changes?: Record<MetricKey, Change>;
  /** The numbers are an earlier range's, kept on show while the new one loads. */
  dimmed?: boolean;
  /** A metric named otherwise than by its name ('日均讀者' and '新增收藏' for a range). */
  labels?: Partial<Record<MetricKey, string>>;
}

/**
 * The eight totals as a description list: one group per metric, its name (dt), its value (dd)
 * and, when compared, its change against the previous period (a second dd).
 */
export function MetricTotals({ metrics, changes, dimmed = false, labels }: MetricTotalsProps) {
  const t = useStatsMessages();
  const { token } = theme.useToken();
  const group: CSSProperties = {
    padding: '8px 12px',
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadiusLG,
    background: token.colorBgContainer,
    minWidth: 0,
  };
  return (
    <dl
      aria-busy={dimmed}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))',
        gap: 12,
        margin: 0,
        ...staleStyle(dimmed),
      }}
    >
      {METRIC_KEYS.map((key) => (
        <div key={key} style={group}>
          <dt>
            <Typography.Text type="secondary">{labels?.[key] ?? t[key]}</Typography.Text>
          </dt>
          <dd style={{ margin: 0, fontSize: 22, fontWeight: 600 }}>
            {/* Whole numbers: a range's average daily readers is shown rounded. */}
            <MetricValue value={Math.round(metrics[key])} money={isMoneyMetric(key)} />
          </dd>
          {changes && changes[key].kind !== 'unknown' ? (
            <dd style={{ margin: 0, fontSize: 13 }}>
              <ChangeText change={changes[key]} />
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}

/** '↑ +12% 較前期' on screen; '較前期增加 12%' for screen readers. */
function ChangeText({ change }: { change: Change }) {
  const t = useStatsMessages();
  const { token } = theme.useToken();
  const shown = formatChange(change);
  if (change.kind === 'fromZero' || shown === null) {
    return <Typography.Text type="secondary">{t.fromZero}</Typography.Text>;
  }
  const spoken =
    change.kind === 'up'
      ? t.changeUp(shown)
      : change.kind === 'down'
        ? t.changeDown(shown)
        : t.changeSame;
  // The arrow's colour is a hint only: the sign and the words carry the meaning.
  const icon =
    change.kind === 'up' ? (
      <ArrowUpOutlined style={{ color: token.colorSuccess }} />
    ) : change.kind === 'down' ? (
      <ArrowDownOutlined style={{ color: token.colorError }} />
    ) : null;
  return (
    <span>
      <span aria-hidden style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
        {icon}
        <Typography.Text strong>{shown}</Typography.Text>
        <Typography.Text type="secondary">{t.versusPrevious}</Typography.Text>
      </span>
      <span style={visuallyHidden}>{spoken}</span>
    </span>
  );
}
