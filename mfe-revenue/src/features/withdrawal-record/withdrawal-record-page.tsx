import { withdrawableQuery, withdrawalsQuery } from '@creator/api';
import type { Withdrawal, WithdrawalPage } from '@creator/api/contract';
import { PageFrame, QueryState, formatCurrency, formatDateTime, EmptyState } from '@creator/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Flex from 'antd/es/flex';
import Statistic from 'antd/es/statistic';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useWithdrawalRecordMessages } from './messages';
import { WITHDRAWAL_STATUS_COLORS } from './withdrawal-status';

/** Rows per page; the API allows up to 100. */
export const WITHDRAWALS_PAGE_SIZE = 10;

/** Reads ?page= so that a page can be linked to and Back returns to it. */
function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  return [page, setPage];
}

export default function WithdrawalRecordPage() {
  const t = useWithdrawalRecordMessages();
  const [current, setCurrent] = usePageParam();
  const withdrawals = useQuery({
    ...withdrawalsQuery({ current, limit: WITHDRAWALS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  return (
    <PageFrame title={t.pageTitle}>
      <Flex vertical gap={16}>
        <BalanceSummary />
        <QueryState
          query={withdrawals}
          isEmpty={(data) => data.total === 0}
          empty={<EmptyState title={t.emptyTitle} hint={t.emptyHint} />}
        >
          {(data) => (
            <WithdrawalTable
              page={data}
              loading={withdrawals.isPlaceholderData}
              onPageChange={setCurrent}
            />
          )}
        </QueryState>
      </Flex>
    </PageFrame>
  );
}

/** The balance is context, not the subject: if it fails, the record still shows. */
function BalanceSummary() {
  const t = useWithdrawalRecordMessages();
  const balance = useQuery(withdrawableQuery());
  if (balance.isError) {
    return <Typography.Text type="secondary">{t.balanceUnavailable}</Typography.Text>;
  }
  const info = balance.data;
  const items: Array<[string, number | undefined]> = [
    [t.withdrawable, info?.withdrawableAmount],
    [t.pending, info?.pendingAmount],
    [t.minimum, info?.minimumAmount],
    [t.feePerWithdrawal, info?.fee],
  ];
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 150px), 1fr))',
        gap: 12,
      }}
    >
      {items.map(([label, value]) => (
        <Card key={label} size="small">
          <Statistic
            title={label}
            loading={balance.isPending}
            value={value ?? 0}
            formatter={(v) => formatCurrency(Number(v))}
          />
        </Card>
      ))}
    </div>
  );
}

function WithdrawalTable({
  page,
  loading,
  onPageChange,
}: {
  page: WithdrawalPage;
  loading: boolean;
  onPageChange: (page: number) => void;
}) {
  const t = useWithdrawalRecordMessages();
  const statusLabel = {
    PENDING: t.statusPENDING,
    REVIEWING: t.statusREVIEWING,
    SUCCESS: t.statusSUCCESS,
    FAILED: t.statusFAILED,
  };

  const columns: TableColumnsType<Withdrawal> = [
    {
      title: t.requestedAt,
      dataIndex: 'requestedAt',
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t.amount,
      dataIndex: 'amount',
      align: 'right',
      render: (value: number) => formatCurrency(value),
    },
    { title: t.fee, dataIndex: 'fee', align: 'right', render: (v: number) => formatCurrency(v) },
    {
      title: t.net,
      dataIndex: 'netAmount',
      align: 'right',
      render: (value: number) => formatCurrency(value),
    },
    { title: t.account, dataIndex: 'accountMasked' },
    {
      title: t.status,
      dataIndex: 'status',
      render: (_: unknown, row: Withdrawal) => (
        <Flex vertical gap={2} align="flex-start">
          <Tag color={WITHDRAWAL_STATUS_COLORS[row.status]}>{statusLabel[row.status]}</Tag>
          {row.status === 'FAILED' && (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {t.failureReason(row.failureReason ?? t.unknownReason)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t.paidAt,
      dataIndex: 'paidAt',
      render: (value: string | null) => (value ? formatDateTime(value) : t.notPaid),
    },
  ];

  // On a phone the table scrolls sideways inside antd's content box, and nothing in it takes
  // focus: make that box itself a focusable, named region, so the keyboard can scroll it too.
  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const scroller = wrapper.current?.querySelector<HTMLElement>('.ant-table-content');
    if (!scroller) return;
    scroller.tabIndex = 0;
    scroller.setAttribute('role', 'region');
    scroller.setAttribute('aria-label', t.pageTitle);
  });

  return (
    <div ref={wrapper}>
      <Table<Withdrawal>
        rowKey="withdrawalId"
        columns={columns}
        dataSource={page.withdrawals}
        loading={loading}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page.current,
          pageSize: page.limit,
          total: page.total,
          showSizeChanger: false,
          showTotal: (total) => t.total(total),
          onChange: onPageChange,
        }}
      />
    </div>
  );
}
