import { giftsOfPages, receivedGiftsInfiniteQuery } from '@creator/api';
import type { Gift, ReceivedGiftPage } from '@creator/api/contract';
import {
  PageFrame,
  QueryState,
  formatCurrency,
  formatDateTime,
  formatNumber,
  useErrorMessage,
  WorkName,
  EmptyState,
} from '@creator/ui';
import { TableRegion, WIDE_TABLE } from '@creator/remote-kit';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useCallback, useMemo } from 'react';
import { useGiftsMessages } from './messages';
import { GIFTS_QUERY } from './prefetch-gifts';
import { useLoadMoreOnView } from './use-load-more-on-view';

export default function GiftsPage() {
  const t = useGiftsMessages();
  // Newest first; the page size is @creator/api's (20).
  const gifts = useInfiniteQuery(receivedGiftsInfiniteQuery(GIFTS_QUERY));

  // A failed next page must not replace the gifts already shown: only a failed first page is an
  // error for the whole screen; the list offers its own retry for later pages.
  const firstPage = {
    isPending: gifts.isPending,
    isError: gifts.isError && gifts.data === undefined,
    error: gifts.error,
    data: gifts.data,
    refetch: gifts.refetch,
  };

  return (
    <PageFrame title={t.pageTitle}>
      <QueryState
        query={firstPage}
        isEmpty={(data) => data.pages.every((page) => page.gifts.length === 0)}
        empty={<EmptyState title={t.emptyTitle} hint={t.emptyHint} />}
      >
        {(data) => (
          <GiftList
            pages={data.pages}
            hasNextPage={gifts.hasNextPage}
            isFetchingNextPage={gifts.isFetchingNextPage}
            nextPageError={gifts.isFetchNextPageError ? gifts.error : null}
            fetchNextPage={gifts.fetchNextPage}
            isRefetching={gifts.isRefetching}
            refetch={gifts.refetch}
          />
        )}
      </QueryState>
    </PageFrame>
  );
}

interface GiftListProps {
  pages: Pick<ReceivedGiftPage, 'gifts' | 'totalCount' | 'totalQuantity' | 'totalValue'>[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The error of the last failed next page, or null. */
  nextPageError: unknown;
  fetchNextPage: () => unknown;
  isRefetching: boolean;
  /** Loads the pages shown again, from the newest gift. */
  refetch: () => unknown;
}

function GiftList({
  pages,
  hasNextPage,
  isFetchingNextPage,
  nextPageError,
  fetchNextPage,
  isRefetching,
  refetch,
}: GiftListProps) {
  const t = useGiftsMessages();
  const errorMessage = useErrorMessage();
  const rows = useMemo(() => giftsOfPages(pages), [pages]);
  // Every page carries the totals of all gifts; the latest page has the freshest. The gifts
  // received count each line by its quantity; the list counts lines.
  const { totalCount, totalQuantity, totalValue } = pages[pages.length - 1];
  // Every page is loaded, yet gifts are missing: they arrived after the first page, above it.
  const notListed = hasNextPage ? 0 : totalCount - rows.length;

  const loadMore = useCallback(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, isFetchingNextPage]);
  // After a failed page, wait for the button: an observer would retry in a loop.
  const sentinel = useLoadMoreOnView<HTMLDivElement>(
    loadMore,
    hasNextPage && !isFetchingNextPage && nextPageError === null,
  );

  const columns: TableColumnsType<Gift> = [
    { title: t.time, dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    { title: t.sender, dataIndex: 'senderName' },
    { title: t.gift, dataIndex: 'giftName' },
    {
      title: t.quantity,
      dataIndex: 'quantity',
      align: 'right',
      render: (v: number) => formatNumber(v),
    },
    {
      title: t.value,
      dataIndex: 'value',
      align: 'right',
      render: (v: number) => formatCurrency(v),
    },
    {
      title: t.work,
      dataIndex: 'titleName',
      // A deleted work's gifts stay, with the name the work had, marked deleted.
      render: (_: string, row: Gift) => <WorkName work={row} />,
    },
  ];

  return (
    <Flex vertical gap={16}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 140px), 1fr))',
          gap: 12,
        }}
      >
        <Card size="small">
          <Statistic
            title={t.received}
            value={totalQuantity}
            formatter={(v) => formatNumber(Number(v))}
          />
        </Card>
        <Card size="small">
          <Statistic
            title={t.totalValue}
            value={totalValue}
            formatter={(v) => formatCurrency(Number(v))}
          />
        </Card>
      </div>
      <TableRegion label={t.list}>
        <Table<Gift>
          rowKey="giftId"
          columns={columns}
          dataSource={rows}
          pagination={false}
          {...WIDE_TABLE}
        />
      </TableRegion>
      <Flex vertical align="center" gap={8}>
        <Typography.Text type="secondary">{t.shown(rows.length, totalCount)}</Typography.Text>
        {notListed > 0 && (
          <Flex wrap align="center" justify="center" gap={8}>
            <Typography.Text>{t.notListed(notListed)}</Typography.Text>
            <Button onClick={() => void refetch()} loading={isRefetching}>
              {t.showNewest}
            </Button>
          </Flex>
        )}
        {nextPageError !== null && !isFetchingNextPage && (
          <Typography.Text type="danger" role="alert">
            {errorMessage(nextPageError)}
          </Typography.Text>
        )}
        {hasNextPage ? (
          <Button onClick={loadMore} loading={isFetchingNextPage}>
            {isFetchingNextPage ? t.loadingMore : t.loadMore}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t.end}</Typography.Text>
        )}
        <div ref={sentinel} aria-hidden style={{ height: 1, width: '100%' }} />
      </Flex>
    </Flex>
  );
}
