import { PlainButton } from '@creator/ui';
import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { ChromeStyle, useChromeVars } from './chrome-style';

/** One thing the author can choose. `checked` makes it a radio or a checkbox item. */
export interface MenuItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** 'radio': one of a group (the language); 'checkbox': an on/off setting. */
  kind?: 'radio' | 'checkbox';
  checked?: boolean;
  onSelect: () => void;
}

/** Items under a heading (a labelled group); sections are drawn apart by separators. */
export interface MenuSection {
  key: string;
  heading?: string;
  items: MenuItem[];
}

export interface MenuButtonProps {
  /** What the menu is ('帳號選單'): the menu's name, and the button's after its visible text. */
  label: string;
  icon?: ReactNode;
  /**
   * Shown on the button beside the icon (the member's name). The button's accessible name starts
   * with it (WCAG 2.5.3, label in name: a speech user says what they see), then the label.
   */
  children?: ReactNode;
  sections: MenuSection[];
}

const ROLES = { radio: 'menuitemradio', checkbox: 'menuitemcheckbox' } as const;

/**
 * A button that opens a menu (the WAI-ARIA menu button pattern): click, Enter, Space or ArrowDown
 * open it on its first item, ArrowUp on its last; the arrows, Home and End move between items;
 * Enter or Space chooses one. Escape closes it and gives the focus back to the button; Tab, a
 * click outside and a choice close it too.
 */
export function MenuButton({ label, icon, children, sections }: MenuButtonProps) {
  const vars = useChromeVars();
  const menuId = useId();
  const textId = useId();
  const labelId = useId();
  const hasText = children !== undefined && children !== null && children !== '';
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<Array<HTMLDivElement | null>>([]);
  const flat = sections.flatMap((section) => section.items);

  // The focus follows the active item while the menu is open.
  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  // A press anywhere outside closes the menu (where the focus goes is the author's choice).
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [open]);

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  const choose = (item: MenuItem) => {
    close(true);
    item.onSelect();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : flat.length - 1);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const last = flat.length - 1;
    const move: Record<string, number | undefined> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = move[event.key];
    if (target !== undefined) {
      event.preventDefault();
      setActive(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      // Tab goes on from the button (the items are not in the tab order), and the menu closes.
      button.current?.focus();
      setOpen(false);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      const item = flat[active];
      if (item) choose(item);
    }
  };

  const positions = new Map(flat.map((item, position) => [item.key, position]));
  const renderItem = (item: MenuItem) => {
    const at = positions.get(item.key) ?? 0;
    return (
      <div
        key={item.key}
        ref={(element) => {
          items.current[at] = element;
        }}
        role={item.kind ? ROLES[item.kind] : 'menuitem'}
        aria-checked={item.kind ? Boolean(item.checked) : undefined}
        tabIndex={-1}
        className="creator-menu-item"
        onClick={() => choose(item)}
        onMouseMove={() => {
          if (at !== active) setActive(at);
        }}
      >
        {item.icon ? (
          <span className="creator-menu-icon" aria-hidden="true">
            {item.icon}
          </span>
        ) : null}
        <span>{item.label}</span>
      </div>
    );
  };

  return (
    <span
      ref={root}
      className="creator-menu-anchor"
      style={vars}
      onBlur={(event) => {
        // The focus left for somewhere else on the page (not a click, which the listener sees).
        const next = event.relatedTarget as Node | null;
        if (open && next && !root.current?.contains(next)) setOpen(false);
      }}
    >
      <ChromeStyle />
      <PlainButton
        ref={button}
        type="text"
        icon={icon}
        aria-label={hasText ? undefined : label}
        aria-labelledby={hasText ? `${textId} ${labelId}` : undefined}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
      >
        {hasText ? (
          <>
            <span id={textId}>{children}</span>
            <span id={labelId} className="creator-sr-only">
              {label}
            </span>
          </>
        ) : null}
      </PlainButton>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          className="creator-menu"
          onKeyDown={onMenuKeyDown}
        >
          {sections.map((section, position) => (
            <Fragment key={section.key}>
              {position > 0 ? <div role="separator" className="creator-menu-separator" /> : null}
              {section.heading ? (
                <MenuGroup heading={section.heading}>{section.items.map(renderItem)}</MenuGroup>
              ) : (
                section.items.map(renderItem)
              )}
            </Fragment>
          ))}
        </div>
      ) : null}
    </span>
  );
}

function MenuGroup({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <div id={headingId} role="presentation" className="creator-menu-group">
        {heading}
      </div>
      {children}
    </div>
  );
}
