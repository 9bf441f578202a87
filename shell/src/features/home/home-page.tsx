import BookOutlined from '@ant-design/icons/es/icons/BookOutlined';
import NotificationOutlined from '@ant-design/icons/es/icons/NotificationOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import PushpinOutlined from '@ant-design/icons/es/icons/PushpinOutlined';
import WalletOutlined from '@ant-design/icons/es/icons/WalletOutlined';
import { announcementsQuery, meQuery, myOverviewQuery } from '@creator/api';
import type { MyOverview } from '@creator/api/contract';
import { orderAnnouncements } from '../../lib/order-announcements';
import {
  PageFrame,
  QueryState,
  formatCompactNumber,
  formatCurrency,
  formatDate,
  formatNumber,
  hrefs,
} from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Col from 'antd/es/col';
import Flex from 'antd/es/flex';
import Row from 'antd/es/row';
import Statistic from 'antd/es/statistic';
import Tag from 'antd/es/tag';
import Tooltip from 'antd/es/tooltip';
import Typography from 'antd/es/typography';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHomeMessages } from './messages';

/** How many announcements the home page previews; the rest are on /announce. */
const HOME_ANNOUNCEMENT_COUNT = 5;

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const ITEM_STYLE: CSSProperties = {
  padding: '12px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
};

function Figure({ label, value, exact }: { label: string; value: ReactNode; exact: string }) {
  return (
    <Card size="small">
      <Tooltip title={exact}>
        <Statistic title={label} value={exact} formatter={() => value} />
      </Tooltip>
    </Card>
  );
}

function OverviewFigures({ overview }: { overview: MyOverview }) {
  const t = useHomeMessages();
  const counts: Array<[string, number]> = [
    [t.titleCount, overview.titleCount],
    [t.chapterCount, overview.chapterCount],
    [t.totalWords, overview.totalWords],
    [t.readerCount, overview.readerCount],
    [t.favoriteCount, overview.favoriteCount],
  ];
  return (
    <Row gutter={[16, 16]}>
      {counts.map(([label, value]) => (
        <Col key={label} xs={12} md={8} xl={4}>
          <Figure label={label} value={formatCompactNumber(value)} exact={formatNumber(value)} />
        </Col>
      ))}
      <Col xs={12} md={8} xl={4}>
        <Figure
          label={t.monthRevenue}
          value={formatCurrency(overview.monthRevenue)}
          exact={formatCurrency(overview.monthRevenue)}
        />
      </Col>
    </Row>
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
      <Typography.Title level={2} style={{ fontSize: 20, marginTop: 0 }}>
        {name ? t.greeting(name) : t.greetingAnonymous}
      </Typography.Title>

      <section aria-labelledby="home-overview" style={{ marginBottom: 24 }}>
        <Typography.Title id="home-overview" level={3} style={{ fontSize: 16 }}>
          {t.overviewTitle}
        </Typography.Title>
        <QueryState query={overview}>{(data) => <OverviewFigures overview={data} />}</QueryState>
      </section>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card
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
              empty={<Typography.Text type="secondary">{t.noAnnouncements}</Typography.Text>}
            >
              {(data) => (
                <ul aria-labelledby="home-announcements" style={LIST_STYLE}>
                  {orderAnnouncements(data.announcements)
                    .slice(0, HOME_ANNOUNCEMENT_COUNT)
                    .map((item) => (
                      <li key={item.announcementId} style={ITEM_STYLE}>
                        <Flex gap={8} align="center" wrap style={{ width: '100%' }}>
                          {item.pinned ? (
                            <Tag color="red" icon={<PushpinOutlined />}>
                              {t.pinned}
                            </Tag>
                          ) : null}
                          <Tag>{item.category}</Tag>
                          <Link
                            to={hrefs.announce({ announcementId: item.announcementId })}
                            style={{ flex: 1, minWidth: 0 }}
                          >
                            {item.title}
                          </Link>
                          <Typography.Text type="secondary">
                            <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                          </Typography.Text>
                        </Flex>
                      </li>
                    ))}
                </ul>
              )}
            </QueryState>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t.quickLinksTitle}>
            <Flex vertical gap={12}>
              <Button type="primary" icon={<PlusOutlined />} block onClick={onCreateWork}>
                {t.createWork}
              </Button>
              <Link to={hrefs.myWorks()}>
                <BookOutlined /> {t.myWorks}
              </Link>
              <Link to={hrefs.revenueDetail()}>
                <WalletOutlined /> {t.revenue}
              </Link>
            </Flex>
          </Card>
        </Col>
      </Row>
    </PageFrame>
  );
}
