import { STICKY_TOP, useThemeToken } from '@creator/ui';
import { useShellMessages } from '../messages';

// A bar that slides along the top of the content area. It shows only after 150 ms, so that a
// screen that opens at once does not flash it; motion is off for those who ask for less of it.
const PROGRESS_CSS = `
@keyframes creator-progress-show { to { opacity: 1; } }
@keyframes creator-progress-slide { from { transform: translateX(-100%); } to { transform: translateX(250%); } }
.creator-progress{position:sticky;top:${STICKY_TOP};z-index:98;height:3px;margin-bottom:-3px;overflow:hidden;opacity:0;animation:creator-progress-show 0s linear .15s forwards}
.creator-progress>span{display:block;width:40%;height:100%;background:var(--creator-progress);animation:creator-progress-slide 1.2s ease-in-out infinite}
@media (prefers-reduced-motion: reduce){.creator-progress>span{width:100%;animation:none}}
`;

/**
 * Shown while the router opens a screen (a remote screen's code and first data load before it
 * renders, and the screen being left stays on view): a progress bar at the top of the content.
 */
export function NavigationProgress() {
  const t = useShellMessages();
  const { token } = useThemeToken();
  return (
    <div
      className="creator-progress"
      role="progressbar"
      aria-label={t.openingScreen}
      style={{ ['--creator-progress' as string]: token.colorPrimary }}
    >
      <style href="creator-progress" precedence="default">
        {PROGRESS_CSS}
      </style>
      <span />
    </div>
  );
}
