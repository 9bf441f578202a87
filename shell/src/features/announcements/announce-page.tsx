import PushpinOutlined from '@ant-design/icons/es/icons/PushpinOutlined';
import { announcementsQuery } from '@creator/api';
import { DIALOG_MAX_WIDTH, PageFrame, QueryState, formatDate, formatDateTime } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { CSSProperties } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAnnouncementMessages } from './messages';
import { orderAnnouncements } from '../../lib/order-announcements';

/** The query parameter naming the open announcement (the home page links with it). */
const ANNOUNCEMENT_PARAM = 'announcementId';

const LIST_STYLE: CSSProperties = { listStyle: 'none', margin: 0, padding: 0 };
const ITEM_STYLE: CSSProperties = {
  padding: '12px 0',
  borderBottom: '1px solid rgba(5, 5, 5, 0.06)',
};

/** /announce: category, title, date, pinned first; opening one shows its body. */
export function AnnouncePage() {
  const t = useAnnouncementMessages();
  const announcements = useQuery(announcementsQuery());
  const [params, setParams] = useSearchParams();
  const openId = params.get(ANNOUNCEMENT_PARAM);
  const open = announcements.data?.announcements.find((item) => item.announcementId === openId);

  const show = (announcementId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (announcementId) next.set(ANNOUNCEMENT_PARAM, announcementId);
        else next.delete(ANNOUNCEMENT_PARAM);
        return next;
      },
      { replace: !announcementId },
    );

  return (
    <PageFrame title={t.pageTitle}>
      <QueryState
        query={announcements}
        isEmpty={(data) => data.announcements.length === 0}
        empty={<Typography.Text type="secondary">{t.empty}</Typography.Text>}
      >
        {(data) => (
          <ul style={LIST_STYLE}>
            {orderAnnouncements(data.announcements).map((item) => (
              <li key={item.announcementId} style={ITEM_STYLE}>
                <Flex gap={8} align="center" wrap style={{ width: '100%' }}>
                  {item.pinned ? (
                    <Tag color="red" icon={<PushpinOutlined />}>
                      {t.pinned}
                    </Tag>
                  ) : null}
                  <Tag>{item.category}</Tag>
                  <Button
                    type="link"
                    style={{ paddingInline: 0, flex: 1, minWidth: 0, justifyContent: 'flex-start' }}
                    onClick={() => show(item.announcementId)}
                  >
                    {item.title}
                  </Button>
                  <Typography.Text type="secondary">
                    <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
                  </Typography.Text>
                </Flex>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <Modal
        open={Boolean(open)}
        title={open?.title}
        width={DIALOG_MAX_WIDTH}
        onCancel={() => show(null)}
        footer={[
          <Button key="close" type="primary" onClick={() => show(null)}>
            {t.close}
          </Button>,
        ]}
      >
        {open ? (
          <>
            <Flex gap={8} style={{ marginBottom: 12 }}>
              <Tag>{open.category}</Tag>
              <Typography.Text type="secondary">
                <time dateTime={open.publishedAt}>{formatDateTime(open.publishedAt)}</time>
              </Typography.Text>
            </Flex>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
              {open.body}
            </Typography.Paragraph>
          </>
        ) : null}
      </Modal>
    </PageFrame>
  );
}
