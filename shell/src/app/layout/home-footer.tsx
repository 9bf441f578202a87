import { hrefs, useThemeToken } from '@creator/ui';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useShellMessages } from '../messages';

/** The footer links show on the home page only. */
export function HomeFooter() {
  const t = useShellMessages();
  const { token } = useThemeToken();
  const newTabId = useId();
  const { readerSiteUrl, tutorialUrl } = useRuntimeConfig();
  // The reader site hosts the platform-wide pages; the tutorial is where new creators start.
  const onReaderSite = (path: string) => new URL(path, readerSiteUrl.replace(/\/?$/, '/')).href;
  return (
    // Spaced and coloured as antd's Layout.Footer.
    <footer
      style={{ padding: '24px 50px', color: token.colorText, background: token.colorBgLayout }}
    >
      <nav aria-label={t.footerNavigation}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, justifyContent: 'center' }}>
          <a
            href={tutorialUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            {t.becomeCreator}
          </a>
          <Link to={hrefs.terms()}>{t.terms}</Link>
          <a
            href={onReaderSite('privacy')}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            {t.privacy}
          </a>
          <a
            href={onReaderSite('faq')}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            {t.faq}
          </a>
        </div>
        <span id={newTabId} hidden>
          {t.opensInNewTab}
        </span>
      </nav>
    </footer>
  );
}
