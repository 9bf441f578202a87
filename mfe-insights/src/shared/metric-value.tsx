import { formatCompactNumber, formatCurrency, formatNumber } from '@creator/ui';
import Tooltip from 'antd/es/tooltip';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

/** Read by screen readers, not shown. */
export const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/** 1.2K, NT$3.5M: the short form of a count or an amount of money. */
function abbreviate(value: number, money: boolean): string {
  if (!money) return formatCompactNumber(value);
  const sign = value < 0 ? '-' : '';
  return `${sign}NT$${formatCompactNumber(Math.abs(value))}`;
}

/** 1,234,567 or NT$3,456,789: the exact form. */
const exactValue = (value: number, money: boolean) =>
  money ? formatCurrency(value) : formatNumber(value);

export interface MetricValueProps {
  value: number;
  money?: boolean;
  /**
   * Cards: the number takes keyboard focus and shows the exact value in a tooltip, on pointer and
   * on focus. Table cells: no tab stop per cell (a long table would be hundreds), the exact value
   * on hover as a title.
   */
  variant?: 'card' | 'cell';
}

/**
 * A big number abbreviated (1.2K, 3.4M) with the exact value on hover (and on focus for a card);
 * screen readers get the exact value directly. Numbers under 1000 are shown exactly.
 */
export function MetricValue({ value, money = false, variant = 'card' }: MetricValueProps) {
  const exact = exactValue(value, money);
  if (Math.abs(value) < 1000) return <span>{exact}</span>;
  const content = (
    <>
      <span aria-hidden>{abbreviate(value, money)}</span>
      <span style={visuallyHidden}>{exact}</span>
    </>
  );
  if (variant === 'cell') {
    return (
      <span title={exact} style={{ position: 'relative' }}>
        {content}
      </span>
    );
  }
  return <CardValue exact={exact}>{content}</CardValue>;
}

/** How long the pointer rests on a value before its tooltip shows (antd's own hover delay). */
const POINTER_DELAY_MS = 100;

/** Covers the value exactly: where antd's Tooltip is anchored. */
const ANCHOR: CSSProperties = { position: 'absolute', inset: 0, pointerEvents: 'none' };

/**
 * The card's value, with the exact figure in antd's Tooltip while the pointer rests on it or it has
 * focus (a tap focuses it, so until the author taps elsewhere); Escape hides it. The Tooltip is
 * mounted the first time it shows: the data center has up to 16 such values, and each Tooltip is
 * one of antd's Trigger (resize observer, portal, motion) that its first render would build for
 * nothing. It is anchored beside the value, which never remounts, so focus stays where it was.
 */
function CardValue({ exact, children }: { exact: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  // A pointer passing over the cards on its way elsewhere shows nothing.
  const pointerTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const showAfterRest = () => {
    clearTimeout(pointerTimer.current);
    pointerTimer.current = setTimeout(show, POINTER_DELAY_MS);
  };
  const hide = () => {
    clearTimeout(pointerTimer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(pointerTimer.current), []);
  return (
    <span
      tabIndex={0}
      style={{ position: 'relative' }}
      onPointerEnter={showAfterRest}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {children}
      {mounted ? (
        <Tooltip title={exact} open={open}>
          <span aria-hidden style={ANCHOR} />
        </Tooltip>
      ) : null}
    </span>
  );
}
