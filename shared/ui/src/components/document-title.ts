import { useEffect, useRef, type RefObject } from 'react';
import { useUiMessages } from '../messages';

/** '我的作品 · 創作者後台': the screen first (what a tab or the history list shows of it), then the site. */
export function documentTitle(screen: string | undefined, site: string): string {
  return screen ? `${screen} · ${site}` : site;
}

/**
 * Names the browser tab and history entry after the screen (`title`; the site alone without one)
 * while the calling component is mounted, in the UI language; back to the site's name once it
 * goes, so a screen that is still loading never carries the previous screen's name.
 */
export function useDocumentTitle(title: string | undefined): void {
  const { siteName } = useUiMessages();
  useEffect(() => {
    document.title = documentTitle(title, siteName);
    return () => {
      document.title = siteName;
    };
  }, [title, siteName]);
}

/**
 * As useDocumentTitle, with the title read from a heading once rendered, whatever it is made of
 * (a string, a work's name inside other text): read after each render of the caller.
 */
export function useDocumentTitleFrom(heading: RefObject<HTMLElement | null>): void {
  const { siteName } = useUiMessages();
  const site = useRef(siteName);
  useEffect(() => {
    site.current = siteName;
    const text = heading.current?.textContent?.trim();
    const next = documentTitle(text || undefined, siteName);
    if (document.title !== next) document.title = next;
  });
  useEffect(
    () => () => {
      document.title = site.current;
    },
    [],
  );
}
