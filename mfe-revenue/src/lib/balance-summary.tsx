import { withdrawableQuery } from '@creator/api';
import { formatCurrency } from '@creator/ui';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Statistic from 'antd/es/statistic';
import Typography from 'antd/es/typography';
import { useRevenueMessages } from './revenue-messages';

/**
 * The withdrawable balance, what is in progress, the minimum and the fee. Context rather than the
 * subject of a screen: if it cannot load, a line says so and the screen carries on.
 */
export function BalanceSummary() {
  const t = useRevenueMessages();
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
