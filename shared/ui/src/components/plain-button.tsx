import type {
  AnchorHTMLAttributes,
  ButtonHTMLAttributes,
  MouseEventHandler,
  ReactNode,
  Ref,
} from 'react';
import { THEME_TOKENS as T } from '../theme/tokens';

/**
 * antd Button's default, primary and text looks, drawn by one small stylesheet from the theme
 * tokens. The first screen (the shell's header, side menu and home page) and @creator/ui's own
 * parts use it, so that showing a button never loads antd's Button, its styles and the theme
 * machinery behind them. Screens inside an antd scope may use either.
 */
const BUTTON_CSS = `
.creator-btn{display:inline-flex;align-items:center;justify-content:center;gap:${T.marginXS}px;box-sizing:border-box;height:${T.controlHeight}px;padding:0 ${T.paddingContentHorizontal - T.lineWidth}px;border:${T.lineWidth}px ${T.lineType} transparent;border-radius:${T.borderRadius}px;font-family:inherit;font-size:${T.fontSize}px;line-height:${T.lineHeight};white-space:nowrap;text-align:center;text-decoration:none;cursor:pointer;user-select:none;touch-action:manipulation;transition:color ${T.motionDurationMid},background-color ${T.motionDurationMid},border-color ${T.motionDurationMid}}
.creator-btn:focus-visible{outline:${T.controlOutlineWidth + 1}px solid ${T.colorPrimary};outline-offset:1px}
.creator-btn-default{background:${T.colorBgContainer};border-color:${T.colorBorder};color:${T.colorText}}
.creator-btn-default:hover{border-color:${T.colorPrimaryHover};color:${T.colorPrimaryHover}}
.creator-btn-default:active{border-color:${T.colorPrimaryActive};color:${T.colorPrimaryActive}}
.creator-btn-primary{background:${T.colorPrimary};color:${T.colorTextLightSolid};box-shadow:0 2px 0 ${T.controlOutline}}
.creator-btn-primary:hover{background:${T.colorPrimaryHover}}
.creator-btn-primary:active{background:${T.colorPrimaryActive}}
.creator-btn-text{background:transparent;color:${T.colorText}}
.creator-btn-text:hover{background:${T.colorBgTextHover}}
.creator-btn-text:active{background:${T.colorBgTextActive}}
.creator-btn-block{display:flex;width:100%}
.creator-btn-icon-only{width:${T.controlHeight}px;padding:0}
.creator-btn-icon{display:inline-flex;flex:none}
.creator-btn:disabled,.creator-btn[aria-disabled='true']{cursor:not-allowed;border-color:${T.colorBorder};background:${T.colorBgContainerDisabled};color:${T.colorTextDisabled};box-shadow:none}
.creator-btn-text:disabled,.creator-btn-text[aria-disabled='true']{border-color:transparent;background:transparent}
`;

/** The stylesheet, once per document however many buttons render it (React hoists it). */
function PlainButtonStyle() {
  return (
    <style href="creator-plain-button" precedence="default">
      {BUTTON_CSS}
    </style>
  );
}

export type PlainButtonType = 'default' | 'primary' | 'text';

interface LookProps {
  /** antd's names for the looks: 'default' (outlined), 'primary' (filled), 'text'. */
  type?: PlainButtonType;
  icon?: ReactNode;
  /** As wide as its container. */
  block?: boolean;
  children?: ReactNode;
}

function lookClass({ type = 'default', icon, block, children }: LookProps, extra?: string): string {
  return [
    'creator-btn',
    `creator-btn-${type}`,
    block ? 'creator-btn-block' : '',
    icon && !block && (children === undefined || children === null) ? 'creator-btn-icon-only' : '',
    extra ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}

function Content({ icon, children }: Pick<LookProps, 'icon' | 'children'>) {
  return (
    <>
      <PlainButtonStyle />
      {icon ? (
        <span className="creator-btn-icon" aria-hidden>
          {icon}
        </span>
      ) : null}
      {children === undefined || children === null ? null : <span>{children}</span>}
    </>
  );
}

export type PlainButtonProps = LookProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'> & {
    /** The button element's own type; 'button' unless it submits a form. */
    htmlType?: 'button' | 'submit' | 'reset';
    ref?: Ref<HTMLButtonElement>;
  };

/** A button with antd's look and none of its code (see BUTTON_CSS). */
export function PlainButton({
  type,
  icon,
  block,
  children,
  htmlType = 'button',
  className,
  ...rest
}: PlainButtonProps) {
  return (
    <button
      {...rest}
      type={htmlType}
      className={lookClass({ type, icon, block, children }, className)}
    >
      <Content icon={icon}>{children}</Content>
    </button>
  );
}

export type PlainLinkButtonProps = LookProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'type' | 'children' | 'onClick'> & {
    href: string;
    onClick?: MouseEventHandler<HTMLAnchorElement>;
    /** Shown greyed, with aria-disabled and no href, so it leads nowhere (as antd draws it). */
    disabled?: boolean;
    ref?: Ref<HTMLAnchorElement>;
  };

/** A link that looks like a PlainButton (what antd's Button with `href` renders). */
export function PlainLinkButton({
  type,
  icon,
  block,
  children,
  className,
  disabled,
  href,
  onClick,
  ...rest
}: PlainLinkButtonProps) {
  return (
    <a
      {...rest}
      href={disabled ? undefined : href}
      onClick={disabled ? undefined : onClick}
      aria-disabled={disabled || undefined}
      className={lookClass({ type, icon, block, children }, className)}
    >
      <Content icon={icon}>{children}</Content>
    </a>
  );
}
