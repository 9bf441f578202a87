import { defineMessages, formatDateTime } from '@creator/ui';
import Flex from 'antd/es/flex';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { ListingState } from './listing-state';

const useListingMessages = defineMessages({
  'zh-TW': {
    unlisted: '未上架',
    scheduled: '排程上架',
    listed: '已上架',
    scheduledAt: (time: string) => `將於 ${time} 上架`,
    listedSince: (time: string) => `${time} 起上架`,
  },
  en: {
    unlisted: 'Unlisted',
    scheduled: 'Scheduled',
    listed: 'Listed',
    scheduledAt: (time: string) => `Goes live ${time}`,
    listedSince: (time: string) => `Listed since ${time}`,
  },
});

const LISTING_COLORS: Record<ListingState, string> = {
  unlisted: 'default',
  scheduled: 'gold',
  listed: 'green',
};

/**
 * Where a work stands (deriveListingState) as a tag, followed by its time in Taipei: when a
 * scheduled work goes live, or since when a listed one is.
 */
export function ListingStateTag({
  state,
  listingFrom,
}: {
  state: ListingState;
  listingFrom: string | null;
}) {
  const t = useListingMessages();
  return (
    <Flex wrap gap={8} align="center">
      <Tag color={LISTING_COLORS[state]} style={{ marginInlineEnd: 0 }}>
        {t[state]}
      </Tag>
      {state === 'scheduled' && listingFrom && (
        <Typography.Text type="warning">
          {t.scheduledAt(formatDateTime(listingFrom))}
        </Typography.Text>
      )}
      {state === 'listed' && listingFrom && (
        <Typography.Text type="secondary">
          {t.listedSince(formatDateTime(listingFrom))}
        </Typography.Text>
      )}
    </Flex>
  );
}
