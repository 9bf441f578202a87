import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlainLinkButton, type PlainLinkButtonProps } from './plain-button';

/**
 * A button that is a real link: a plain click navigates inside the app, while a middle click or a
 * modified click (new tab, new window) is left to the browser.
 */
export function LinkButton({
  to,
  ...props
}: Omit<PlainLinkButtonProps, 'href' | 'onClick'> & { to: string }) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return <PlainLinkButton {...props} href={to} onClick={onClick} />;
}
