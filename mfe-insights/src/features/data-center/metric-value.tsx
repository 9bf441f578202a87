import { formatCompactNumber, formatCurrency, formatNumber } from '@creator/ui';
import Tooltip from 'antd/es/tooltip';
import type { CSSProperties } from 'react';

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

function abbreviate(value: number, money: boolean): string {
  if (!money) return formatCompactNumber(value);
  const sign = value < 0 ? '-' : '';
  return `${sign}NT$${formatCompactNumber(Math.abs(value))}`;
}

/**
 * A big number abbreviated (1.2K, 3.4M) with the exact value in a tooltip on hover or focus;
 * screen readers get the exact value directly. Numbers under 1000 are shown exactly.
 */
export function MetricValue({ value, money = false }: { value: number; money?: boolean }) {
  const exact = money ? formatCurrency(value) : formatNumber(value);
  if (Math.abs(value) < 1000) return <span>{exact}</span>;
  return (
    <Tooltip title={exact}>
      <span tabIndex={0} style={{ position: 'relative' }}>
        <span aria-hidden>{abbreviate(value, money)}</span>
        <span style={visuallyHidden}>{exact}</span>
      </span>
    </Tooltip>
  );
}
