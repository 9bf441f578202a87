import { withdrawalsQuery } from '@creator/api';
import { bankByCode } from '@creator/api/bank-account';
import type { Withdrawal, WithdrawalPage } from '@creator/api/contract';
import { QueryState, formatCurrency, formatDateTime, EmptyState, useLocale } from '@creator/ui';
import { TableRegion, WIDE_TABLE, useLastPageFallback } from '@creator/remote-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Flex from 'antd/es/flex';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import theme from 'antd/es/theme';
import type { TableColumnsType } from 'antd';
import { useLocation, useSearchParams } from 'react-router-dom';
import { BalanceSummary } from '../../lib/balance-summary';
import { RevenueFrame } from '../../lib/revenue-frame';
import { useWithdrawalRecordMessages } from './messages';
import { WITHDRAWAL_STATUS_COLORS } from './withdrawal-status';

/** Rows per page; the API allows up to 100. */
export const WITHDRAWALS_PAGE_SIZE = 10;

type SetPage = (page: number, options?: { replace?: boolean }) => void;

/** Reads ?page= so that a page can be linked to and Back returns to it. */
function usePageParam(): [number, SetPage] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage: SetPage = (next, options) =>
    setParams((prev) => {
      const copy = new URLSearchParams(prev);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    }, options);
  return [page, setPage];
}

export default function WithdrawalRecordPage() {
  const t = useWithdrawalRecordMessages();
  const [current, setCurrent] = usePageParam();
  const withdrawals = useQuery({
    ...withdrawalsQuery({ current, limit: WITHDRAWALS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const pastTheEnd = useLastPageFallback(withdrawals.data, setCurrent);

  return (
    <RevenueFrame screen="withdrawalRecord" title={t.pageTitle}>
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
              loading={withdrawals.isPlaceholderData || pastTheEnd}
              onPageChange={(page) => setCurrent(page)}
            />
          )}
        </QueryState>
      </Flex>
    </RevenueFrame>
  );
}

/** What the withdraw form passes on success: the new request, marked in the list. */
export interface WithdrawalRecordState {
  newWithdrawalId?: string;
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
  const { locale } = useLocale();
  const { token } = theme.useToken();
  const state = useLocation().state as WithdrawalRecordState | null;
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
      render: (value: string, row: Withdrawal) => (
        <Flex gap={8} align="center" wrap>
          <span>{formatDateTime(value)}</span>
          {row.withdrawalId === state?.newWithdrawalId ? (
            <Tag color="blue">{t.newRequest}</Tag>
          ) : null}
        </Flex>
      ),
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
    {
      title: t.account,
      dataIndex: 'accountMasked',
      render: (masked: string, row: Withdrawal) => {
        const bank = row.bankCode ? bankByCode(row.bankCode) : undefined;
        return (
          <Flex vertical gap={2} align="flex-start">
            <span>{masked}</span>
            {row.bankCode ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {bank ? `${bank.code} ${locale === 'en' ? bank.nameEn : bank.name}` : row.bankCode}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
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

  return (
    <TableRegion label={t.pageTitle}>
      <Table<Withdrawal>
        rowKey="withdrawalId"
        columns={columns}
        dataSource={page.withdrawals}
        loading={loading}
        onRow={(row) =>
          row.withdrawalId === state?.newWithdrawalId
            ? { style: { background: token.colorPrimaryBg } }
            : {}
        }
        {...WIDE_TABLE}
        pagination={{
          current: page.current,
          pageSize: page.limit,
          total: page.total,
          showSizeChanger: false,
          showTotal: (total) => t.total(total),
          onChange: onPageChange,
        }}
      />
    </TableRegion>
  );
}
