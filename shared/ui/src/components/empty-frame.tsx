import { useThemeToken } from '../theme/tokens';
import type { ReactNode } from 'react';
import { lazyComponent } from '../lazy/lazy-component';

// antd's empty-box pictures come with antd's Empty, loaded when one first shows: no first screen
// of the portal is empty, and the text beside them shows at once.
const EmptyPicture = lazyComponent<{ compact: boolean }>(() =>
  import('antd/es/empty').then(
    ({ default: Empty }) =>
      function Picture({ compact }: { compact: boolean }) {
        return compact ? Empty.PRESENTED_IMAGE_SIMPLE : Empty.PRESENTED_IMAGE_DEFAULT;
      },
  ),
);

/** The picture fills its box's height, as antd's Empty sizes it. */
const PICTURE_CSS = '.creator-empty-picture svg { height: 100%; max-width: 100%; }';

export interface EmptyFrameProps {
  description: ReactNode;
  /** The small picture and tighter margins (antd's PRESENTED_IMAGE_SIMPLE). */
  compact?: boolean;
  children?: ReactNode;
}

/**
 * What antd's Empty draws (a picture, a description, then what to do), laid out as it lays it
 * out from the same theme tokens, without its ~2 KiB gzip in the first load.
 */
export function EmptyFrame({ description, compact = false, children }: EmptyFrameProps) {
  const { token } = useThemeToken();
  return (
    <div
      style={{
        marginInline: token.marginXS,
        marginBlock: compact ? token.marginXL : undefined,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        textAlign: 'center',
      }}
    >
      <style href="creator-empty" precedence="creator">
        {PICTURE_CSS}
      </style>
      <div
        className="creator-empty-picture"
        style={{
          height: compact ? token.controlHeightLG : token.controlHeightLG * 2.5,
          marginBottom: token.marginXS,
          opacity: token.opacityImage,
          display: 'flex',
          justifyContent: 'center',
        }}
      >
        <EmptyPicture compact={compact} />
      </div>
      <div style={{ color: token.colorTextDescription }}>{description}</div>
      {children ? <div style={{ marginTop: token.margin }}>{children}</div> : null}
    </div>
  );
}
