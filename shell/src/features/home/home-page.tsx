import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PushpinOutlined from '@ant-design/icons/es/icons/PushpinOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import { announcementsQuery, meQuery, myOverviewQuery } from '@creator/api';
import type { MyOverview } from '@creator/api/contract';
import { orderAnnouncements } from '../../lib/order-announcements';
import {
  BREAKPOINTS,
  Heading,
  PageFrame,
  PlainTag,
  SecondaryText,
  QueryState,
  formatCompactNumber,
  formatCurrency,
  formatDate,
  formatNumber,
  hrefs,
  PlainButton,
} from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { FigureCard } from './figure-card';
import { HomeCard } from './home-card';
import { useHomeMessages } from './messages';

/** How many announcements the home page previews; the rest are on /announce. */
const HOME_ANNOUNCEMENT_COUNT = 5;

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const ITEM_STYLE: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '12px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
};
const QUICK_LINKS_STYLE: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 12 };

/**
 * The home's two grids, as antd's Row and Col laid them out at the portal's breakpoints: the six
 * figures two, three, then six to a row; announcements beside the quick links (two thirds and one
 * third) from lg on. Gaps of 16 px both ways.
 */
const GRID_CSS = `
.creator-home-figures { display: grid; gap: 16px; grid-template-columns: repeat(2, minmax(0, 1fr)); }
@media (min-width: ${BREAKPOINTS.md}px) { .creator-home-figures { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: ${BREAKPOINTS.xl}px) { .creator-home-figures { grid-template-columns: repeat(6, minmax(0, 1fr)); } }
.creator-home-columns { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: ${BREAKPOINTS.lg}px) { .creator-home-columns { grid-template-columns: minmax(0, 2fr) minmax(0, 1fr); } }
`;

/**
 * The six figures; while the overview loads (`overview` absent), the same cards with their labels
 * and a grey bar for each value, so that nothing below them moves when the figures arrive.
 */
function OverviewFigures({ overview }: { overview?: MyOverview }) {
  const t = useHomeMessages();
  const counts: Array<[string, number | undefined]> = [
    [t.titleCount, overview?.titleCount],
    [t.chapterCount, overview?.chapterCount],
    [t.totalWords, overview?.totalWords],
    [t.readerCount, overview?.readerCount],
    [t.favoriteCount, overview?.favoriteCount],
  ];
  const revenue = overview && formatCurrency(overview.monthRevenue);
  return (
    <div className="creator-home-figures">
      {counts.map(([label, value]) => (
        <FigureCard
          key={label}
          label={label}
          value={value === undefined ? null : formatCompactNumber(value)}
          exact={value === undefined ? undefined : formatNumber(value)}
        />
      ))}
      <FigureCard label={t.monthRevenue} value={revenue} exact={revenue} />
    </div>
  );
}

/** Home: greeting, my overview, recent announcements, quick links. */
export function HomePage({ onCreateWork }: { onCreateWork: () => void }) {
  const t = useHomeMessages();
  const member = useQuery(meQuery());
  const overview = useQuery(myOverviewQuery());
  const announcements = useQuery(announcementsQuery());
  const name = member.data?.displayName;

  return (
    <PageFrame title={t.pageTitle}>
      <style href="creator-home" precedence="creator">
        {GRID_CSS}
      </style>
      <Heading level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {name ? t.greeting(name) : t.greetingAnonymous}
      </Heading>

      <section aria-labelledby="home-overview" style={{ marginBottom: 24 }}>
        <Heading id="home-overview" level={3} style={{ fontSize: 16 }}>
          {t.overviewTitle}
        </Heading>
        <QueryState query={overview} loading={<OverviewFigures />}>
          {(data) => <OverviewFigures overview={data} />}
        </QueryState>
      </section>

      <div className="creator-home-columns">
        <HomeCard
          title={
            <span id="home-announcements">
              <NotificationOutlined /> {t.announcementsTitle}
            </span>
          }
          extra={<Link to={hrefs.announce()}>{t.allAnnouncements}</Link>}
        >
          <QueryState
            query={announcements}
            isEmpty={(data) => data.announcements.length === 0}
            empty={<SecondaryText>{t.noAnnouncements}</SecondaryText>}
          >
            {(data) => (
              <ul aria-labelledby="home-announcements" style={LIST_STYLE}>
                {orderAnnouncements(data.announcements)
                  .slice(0, HOME_ANNOUNCEMENT_COUNT)
                  .map((item) => (
                    <li key={item.announcementId} style={ITEM_STYLE}>
                      {item.pinned ? (
                        <PlainTag color="red" icon={<PushpinOutlined />}>
                          {t.pinned}
                        </PlainTag>
                      ) : null}
                      <PlainTag>{item.category}</PlainTag>
                      <Link
                        to={hrefs.announce({ announcementId: item.announcementId })}
                        // At least ~12 characters wide: on a phone the title goes below its
                        // tags, on one or two lines, rather than a column of 3-4 characters.
                        style={{ flex: '1 1 12em', minWidth: 0 }}
                      >
                        {item.title}
                      </Link>
                      {/* At the end of the line, whether beside the title or on a line of its own. */}
                      <span style={{ marginInlineStart: 'auto' }}>
                        <SecondaryText>
                          <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                        </SecondaryText>
                      </span>
                    </li>
                  ))}
              </ul>
            )}
          </QueryState>
        </HomeCard>
        <HomeCard title={t.quickLinksTitle}>
          <div style={QUICK_LINKS_STYLE}>
            <PlainButton type="primary" icon={<PlusOutlined />} block onClick={onCreateWork}>
              {t.createWork}
            </PlainButton>
            <Link to={hrefs.myWorks()}>
              <BookOutlined /> {t.myWorks}
            </Link>
            <Link to={hrefs.revenueDetail()}>
              <WalletOutlined /> {t.revenue}
            </Link>
          </div>
        </HomeCard>
      </div>
    </PageFrame>
  );
}
