import { useId, useState, type CSSProperties, type ReactNode } from 'react';

export interface CollapsedTipProps {
  /** The wrapper's element: a list item for menu entries, a div elsewhere. */
  as?: 'li' | 'div';
  className?: string;
  style?: CSSProperties;
  /** The entry's label; null while the menu shows its labels itself (no tooltip then). */
  tip: string | null;
  /** The entry, given the id to name itself by (aria-labelledby) while it shows an icon only. */
  children: (tipId: string | undefined) => ReactNode;
}

/**
 * The label of an icon-only menu entry: it names the entry (aria-labelledby, so the name is there
 * even while the tooltip is hidden) and shows to its right while the pointer is over the entry or
 * the entry has the focus. Escape hides it; the pointer can move onto it without it going.
 */
export function CollapsedTip({
  as: Wrapper = 'li',
  className,
  style,
  tip,
  children,
}: CollapsedTipProps) {
  const tipId = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [anchor, setAnchor] = useState<{ top: number; left: number } | null>(null);

  if (tip === null) {
    return (
      <Wrapper className={className} style={style}>
        {children(undefined)}
      </Wrapper>
    );
  }

  // Fixed, so that the scrolling side panel does not clip it.
  const place = (element: HTMLElement) => {
    const rect = element.getBoundingClientRect();
    setAnchor({ top: rect.top + rect.height / 2, left: rect.right });
    setDismissed(false);
  };
  const shown = (hovered || focused) && !dismissed;

  return (
    <Wrapper
      className={className}
      style={style}
      onMouseEnter={(event) => {
        place(event.currentTarget);
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        place(event.currentTarget);
        setFocused(true);
      }}
      onBlur={() => setFocused(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && shown) setDismissed(true);
      }}
    >
      {children(tipId)}
      <span
        id={tipId}
        role="tooltip"
        className="creator-tip"
        hidden={!shown}
        style={anchor ? { top: anchor.top, left: anchor.left } : undefined}
      >
        <span className="creator-tip-bubble">{tip}</span>
      </span>
    </Wrapper>
  );
}
