import { useThemeToken } from '@creator/ui';
import { useMemo, type CSSProperties } from 'react';

/**
 * The look of the shell's own side menu, tooltips and account menu: what antd's Menu, Tooltip and
 * Dropdown drew, in one small stylesheet instead of their ~25 KiB gzip in the home page's first
 * load. Colours and sizes come from the portal's theme tokens through the custom properties that
 * `useChromeVars` sets on each component's root (a drawer renders in a portal, outside the
 * layout, so each root carries its own).
 */
const CHROME_CSS = `
.creator-sr-only{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
.creator-nav-list{list-style:none;margin:0;padding:0}
.creator-nav-list+.creator-nav-list{border-top:1px solid var(--creator-split);margin-top:1px;padding-top:1px}
.creator-nav-item{position:relative}
.creator-nav-entry{display:flex;align-items:center;box-sizing:border-box;width:calc(100% - 8px);height:40px;margin:4px;padding:0 16px 0 24px;border:0;border-radius:var(--creator-radius-lg);background:transparent;color:var(--creator-text);font:inherit;text-align:start;text-decoration:none;white-space:nowrap;cursor:pointer;transition:background-color .2s,color .2s}
.creator-nav-entry:hover{background:var(--creator-hover-bg);color:var(--creator-text)}
.creator-nav-entry:active{background:var(--creator-active-bg)}
.creator-nav-entry[aria-current]{background:var(--creator-selected-bg);color:var(--creator-selected-text)}
.creator-nav-entry:focus-visible,.creator-menu-item:focus-visible{outline:2px solid var(--creator-focus);outline-offset:-2px}
.creator-nav-icon{flex:none;display:inline-flex;font-size:var(--creator-font-size)}
.creator-nav-label{flex:auto;min-width:0;margin-inline-start:10px;overflow:hidden;text-overflow:ellipsis}
.creator-nav-collapsed .creator-nav-entry{justify-content:center;padding:0}
.creator-nav-collapsed .creator-nav-icon{font-size:var(--creator-font-size-lg)}
.creator-tip{position:fixed;z-index:1070;transform:translateY(-50%);padding-inline-start:8px;pointer-events:auto}
.creator-tip[hidden]{display:none}
.creator-tip-bubble{position:relative;display:block;min-height:32px;box-sizing:border-box;padding:6px 8px;border-radius:var(--creator-radius);background:var(--creator-tip-bg);color:var(--creator-tip-text);box-shadow:var(--creator-shadow);white-space:nowrap}
.creator-tip-bubble::before{content:'';position:absolute;inset-inline-start:-4px;top:50%;width:8px;height:8px;background:inherit;transform:translateY(-50%) rotate(45deg)}
.creator-menu-anchor{position:relative;display:inline-block}
.creator-menu{position:absolute;inset-inline-end:0;top:calc(100% + 4px);z-index:1050;min-width:160px;margin:0;padding:4px;border-radius:var(--creator-radius-lg);background:var(--creator-elevated-bg);box-shadow:var(--creator-shadow);line-height:22px;text-align:start}
.creator-menu-group{display:block;padding:5px 12px;color:var(--creator-text-description)}
.creator-menu-separator{height:1px;margin:4px 0;background:var(--creator-split)}
.creator-menu-item{display:flex;align-items:center;gap:8px;padding:5px 12px;border-radius:var(--creator-radius-sm);color:var(--creator-text);white-space:nowrap;cursor:pointer;transition:background-color .2s}
.creator-menu-item:hover,.creator-menu-item:focus{background:var(--creator-item-hover-bg)}
.creator-menu-icon{display:inline-flex;min-width:12px;font-size:12px}
[role=group]>.creator-menu-item{margin:0 8px}
.creator-skip-link{position:fixed;top:8px;inset-inline-start:8px;z-index:1100;padding:8px 16px;border-radius:var(--creator-radius-lg);background:var(--creator-elevated-bg);box-shadow:var(--creator-shadow);transform:translateY(-200%)}
.creator-skip-link:focus{transform:none;outline:2px solid var(--creator-focus);outline-offset:2px}
.creator-skip-target:focus{outline:none}
.creator-header{transition:transform .2s ease}
.creator-header[data-hidden]:not(:focus-within){transform:translateY(-100%)}
.creator-header:focus-within{transition:none}
`;

/** The stylesheet, once per document however many components render it (React hoists it). */
export function ChromeStyle() {
  return (
    <style href="creator-shell-chrome" precedence="default">
      {CHROME_CSS}
    </style>
  );
}

/** The theme tokens the stylesheet reads, as custom properties for a component's root. */
export function useChromeVars(): CSSProperties {
  const { token } = useThemeToken();
  return useMemo(
    () =>
      ({
        '--creator-text': token.colorText,
        '--creator-text-description': token.colorTextDescription,
        '--creator-split': token.colorSplit,
        '--creator-hover-bg': token.colorBgTextHover,
        '--creator-active-bg': token.colorFillContent,
        '--creator-selected-bg': token.colorPrimaryBg,
        '--creator-selected-text': token.colorPrimary,
        '--creator-focus': token.colorPrimary,
        '--creator-item-hover-bg': token.controlItemBgHover,
        '--creator-elevated-bg': token.colorBgElevated,
        '--creator-shadow': token.boxShadowSecondary,
        '--creator-tip-bg': token.colorBgSpotlight,
        '--creator-tip-text': token.colorTextLightSolid,
        '--creator-radius': `${token.borderRadius}px`,
        '--creator-radius-sm': `${token.borderRadiusSM}px`,
        '--creator-radius-lg': `${token.borderRadiusLG}px`,
        '--creator-font-size': `${token.fontSize}px`,
        '--creator-font-size-lg': `${token.fontSizeLG}px`,
      }) as CSSProperties,
    [token],
  );
}
