import Flex from 'antd/es/flex';
import Layout from 'antd/es/layout';
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '../../lib/runtime-config';
import { useShellMessages } from '../messages';
import { hrefs } from '@creator/ui';

/** Spec §2: the footer links show on the home page only. */
export function HomeFooter() {
  const t = useShellMessages();
  const { readerSiteUrl, tutorialUrl } = useRuntimeConfig();
  // The reader site hosts the platform-wide pages; the tutorial is where new creators start.
  const onReaderSite = (path: string) => new URL(path, readerSiteUrl.replace(/\/?$/, '/')).href;
  return (
    <Layout.Footer>
      <nav aria-label={t.footerNavigation}>
        <Flex wrap gap={24} justify="center">
          <a href={tutorialUrl} target="_blank" rel="noopener noreferrer">
            {t.becomeCreator}
          </a>
          <Link to={hrefs.terms()}>{t.terms}</Link>
          <a href={onReaderSite('privacy')} target="_blank" rel="noopener noreferrer">
            {t.privacy}
          </a>
          <a href={onReaderSite('faq')} target="_blank" rel="noopener noreferrer">
            {t.faq}
          </a>
        </Flex>
      </nav>
    </Layout.Footer>
  );
}
