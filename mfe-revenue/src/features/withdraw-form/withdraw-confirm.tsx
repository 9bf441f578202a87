import { bankByCode } from '@creator/api/bank-account';
import { formatCurrency, hrefs, useLocale } from '@creator/ui';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useWithdrawMessages } from './messages';
import type { WithdrawSummary } from './withdraw-values';

export interface WithdrawConfirmProps {
  summary: WithdrawSummary;
  /** The intent came back from storage (a reload of this step). */
  restored: boolean;
  pending: boolean;
  /** Why the last send failed, and what the button does about it. */
  failure: SendFailure | null;
  onBack: () => void;
  onConfirm: () => void;
}

/**
 * A send that did not come back with a withdrawal. `retry`: it may still have been made, so the
 * button sends the same request again. `conflict`: the requestId was spent on another withdrawal,
 * so the button sends a new request (the author checks the record first).
 */
export interface SendFailure {
  kind: 'retry' | 'conflict';
  message: string;
}

/** Amount, fee, what reaches the account and where, before anything is sent. */
export function WithdrawConfirm({
  summary,
  restored,
  pending,
  failure,
  onBack,
  onConfirm,
}: WithdrawConfirmProps) {
  const t = useWithdrawMessages();
  const { locale } = useLocale();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The step replaces the form: move focus to its heading so keyboard and screen reader users
  // land on what to check.
  useEffect(() => headingRef.current?.focus(), []);
  const bank = bankByCode(summary.bankCode);
  return (
    <Card style={{ maxWidth: 640 }}>
      <Typography.Title
        level={2}
        ref={headingRef}
        tabIndex={-1}
        style={{ fontSize: 18, marginTop: 0, outline: 'none' }}
      >
        {t.confirmTitle}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.confirmHint}</Typography.Paragraph>
      {restored ? (
        <Alert type="info" showIcon title={t.restored} style={{ marginBottom: 16 }} />
      ) : null}
      <Descriptions
        bordered
        column={1}
        size="small"
        items={[
          { key: 'amount', label: t.summaryAmount, children: formatCurrency(summary.amount) },
          { key: 'fee', label: t.summaryFee, children: formatCurrency(summary.fee) },
          {
            key: 'net',
            label: t.summaryNet,
            children: <strong>{formatCurrency(summary.net)}</strong>,
          },
          { key: 'payee', label: t.summaryPayee, children: <bdi>{summary.payeeName}</bdi> },
          {
            key: 'bank',
            label: t.summaryBank,
            children: bank
              ? `${bank.code} ${locale === 'en' ? bank.nameEn : bank.name}`
              : summary.bankCode,
          },
          { key: 'branch', label: t.summaryBranch, children: summary.branchCode },
          { key: 'account', label: t.summaryAccount, children: summary.accountMasked },
        ]}
      />
      {failure ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            failure.kind === 'retry' ? t.sendFailed(failure.message) : t.conflict(failure.message)
          }
          action={
            failure.kind === 'conflict' ? (
              <Link to={hrefs.withdrawalRecord()}>{t.toRecord}</Link>
            ) : undefined
          }
          style={{ marginTop: 16 }}
        />
      ) : null}
      <Flex gap={8} wrap style={{ marginTop: 16 }}>
        <Button onClick={onBack} disabled={pending}>
          {t.back}
        </Button>
        <Button type="primary" loading={pending} onClick={onConfirm}>
          {failure?.kind === 'retry' ? t.retry : t.confirm}
        </Button>
      </Flex>
    </Card>
  );
}
