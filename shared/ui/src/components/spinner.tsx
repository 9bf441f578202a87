import { useThemeToken } from '../theme/tokens';

const SPIN_CSS = `
@keyframes creator-spin { to { transform: rotate(360deg); } }
.creator-spinner { animation: creator-spin 1s linear infinite; }
@media (prefers-reduced-motion: reduce) { .creator-spinner { animation-duration: 3s; } }
`;

export interface SpinnerProps {
  /** Said to assistive technology and shown under the ring ("載入中"). */
  label: string;
}

/**
 * A large spinning ring with its label under it, in the brand colour, for a wait that has no
 * content to hint at (the gate checking the member). A status region, busy, named by the label.
 * antd's Spin is ~3 KiB gzip more in the first load.
 */
export function Spinner({ label }: SpinnerProps) {
  const { token } = useThemeToken();
  const size = token.controlHeightLG * 1.25;
  return (
    <div
      role="status"
      aria-busy="true"
      aria-label={label}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: token.marginXS,
        color: token.colorPrimary,
      }}
    >
      <style href="creator-spinner" precedence="creator">
        {SPIN_CSS}
      </style>
      <span
        aria-hidden="true"
        className="creator-spinner"
        style={{
          width: size,
          height: size,
          borderRadius: '50%',
          border: `${size / 10}px solid ${token.colorPrimaryBg}`,
          borderTopColor: token.colorPrimary,
        }}
      />
      <span style={{ fontSize: token.fontSize }}>{label}</span>
    </div>
  );
}
