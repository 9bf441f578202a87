import { useThemeToken } from '@creator/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { HomeCard } from './home-card';

export interface FigureCardProps {
  label: string;
  /** What the card shows (a compact number, an amount). */
  value: ReactNode;
  /**
   * The exact figure, shown in a tooltip while the pointer is over the card. Absent while the
   * figure loads: the card then keeps its place with a grey bar where the value will be.
   */
  exact?: string;
}

/** Where a value that is still loading will be: as tall as the value's line. */
function ValueBar() {
  const { token } = useThemeToken();
  return (
    <span
      aria-hidden
      style={{
        display: 'inline-block',
        width: '3em',
        height: '0.75em',
        verticalAlign: 'middle',
        borderRadius: token.borderRadiusSM,
        background: token.colorFillContent,
      }}
    />
  );
}

/**
 * One figure of the overview, drawn as antd's Statistic in a Tooltip drew it (label over a large
 * value; the exact figure above it on hover), from the same theme tokens: Statistic and Tooltip
 * with its trigger machinery are ~6 KiB gzip of the home's first load. A named group; the exact
 * figure is also the value's accessible description, so it is heard without a pointer.
 */
export function FigureCard({ label, value, exact }: FigureCardProps) {
  const { token } = useThemeToken();
  const id = useId();
  const [open, setOpen] = useState(false);
  const loaded = exact !== undefined;

  useEffect(() => {
    if (!open) return;
    // A tooltip can be dismissed without moving the pointer.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <HomeCard size="small">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        style={{ position: 'relative' }}
        onMouseEnter={() => setOpen(loaded)}
        onMouseLeave={() => setOpen(false)}
      >
        <div
          id={`${id}-label`}
          style={{
            paddingBottom: token.marginXXS,
            color: token.colorTextDescription,
            fontSize: token.fontSize,
          }}
        >
          {label}
        </div>
        <div
          aria-describedby={loaded ? `${id}-exact` : undefined}
          style={{ color: token.colorTextHeading, fontSize: token.fontSizeHeading3 }}
        >
          {loaded ? value : <ValueBar />}
        </div>
        {loaded ? (
          <div
            id={`${id}-exact`}
            role="tooltip"
            hidden={!open}
            style={{
              position: 'absolute',
              bottom: `calc(100% + ${token.sizeXS}px)`,
              left: '50%',
              transform: 'translateX(-50%)',
              zIndex: token.zIndexPopupBase + 70,
              minHeight: token.controlHeight,
              padding: `${token.paddingXS - 2}px ${token.paddingXS}px`,
              whiteSpace: 'nowrap',
              color: token.colorTextLightSolid,
              background: token.colorBgSpotlight,
              borderRadius: token.borderRadius,
              boxShadow: token.boxShadowSecondary,
              fontSize: token.fontSize,
              lineHeight: token.lineHeight,
            }}
          >
            {exact}
          </div>
        ) : null}
      </div>
    </HomeCard>
  );
}
