import { meQuery, toUiError, useCreateWithdrawal, withdrawableQuery } from '@creator/api';
import { canWithdraw } from '@creator/api/contract';
import type { WithdrawableInfo } from '@creator/api/contract';
import { EVENTS, track } from '@creator/analytics';
import {
  LinkButton,
  QueryState,
  UnsavedChangesGuard,
  formatCurrency,
  hrefs,
  useErrorMessage,
  useSubmit,
  useToast,
} from '@creator/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Form from 'antd/es/form';
import Result from 'antd/es/result';
import type { InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BalanceSummary } from '../../lib/balance-summary';
import { RevenueFrame } from '../../lib/revenue-frame';
import { useWithdrawMessages } from './messages';
import { AccountFields, AmountField } from './withdraw-fields';
import { WithdrawConfirm, type SendFailure } from './withdraw-confirm';
import {
  clearIntent,
  intentFor,
  loadIntent,
  saveIntent,
  type WithdrawIntent,
} from './withdraw-intent';
import {
  hasChanges,
  toFormValues,
  toRequestBody,
  toSummary,
  type WithdrawValues,
} from './withdraw-values';

export default function WithdrawFormPage() {
  const t = useWithdrawMessages();
  const info = useQuery(withdrawableQuery());
  const me = useQuery(meQuery());
  return (
    <RevenueFrame screen="withdrawForm" title={t.pageTitle}>
      <Flex vertical gap={16}>
        <BalanceSummary />
        <QueryState query={info}>
          {(data) => (
            <QueryState query={me}>
              {(member) =>
                member ? <WithdrawGate info={data} memberId={member.memberId} /> : null
              }
            </QueryState>
          )}
        </QueryState>
      </Flex>
    </RevenueFrame>
  );
}

/**
 * Decided once, on arrival: a balance under the minimum has nothing to withdraw. A balance that
 * changes later (after a refusal, a refetch) is the amount rule's business, so the form the
 * author is filling never disappears under them.
 */
function WithdrawGate({ info, memberId }: { info: WithdrawableInfo; memberId: string }) {
  const t = useWithdrawMessages();
  const [blocked] = useState(() => !canWithdraw(info));
  if (blocked) {
    return (
      <Result
        status="info"
        title={t.belowMinimumTitle}
        subTitle={t.belowMinimum(
          formatCurrency(info.withdrawableAmount),
          formatCurrency(info.minimumAmount),
        )}
        extra={<LinkButton to={hrefs.revenueReport()}>{t.toReport}</LinkButton>}
      />
    );
  }
  return <WithdrawFlow info={info} memberId={memberId} />;
}

function WithdrawFlow({ info, memberId }: { info: WithdrawableInfo; memberId: string }) {
  const t = useWithdrawMessages();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WithdrawValues>();
  const amountRef = useRef<InputRef>(null);

  // A reload of the confirmation comes back to it, with the same requestId.
  const [restored] = useState(() => loadIntent(memberId));
  const [intent, setIntent] = useState<WithdrawIntent | null>(restored);
  /** The last confirmed intent: returning to it unchanged keeps its requestId. */
  const lastIntent = useRef<WithdrawIntent | null>(restored);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [failure, setFailure] = useState<SendFailure | null>(null);
  const done = useRef(false);

  const initialValues = restored?.values ?? toFormValues(info);
  // Fields register as they mount: the watched values go over the initial ones.
  const values = { ...initialValues, ...Form.useWatch((all) => all, form) };
  const dirty = intent !== null || hasChanges(values, info);

  useEffect(() => {
    if (intent) saveIntent(intent);
    else clearIntent();
  }, [intent]);
  // Leaving the screen forgets the intent (and any account number in it); a reload does not.
  useEffect(() => () => clearIntent(), []);
  // The amount's rule reads the balance: once a new balance has rendered (after a refusal, or a
  // refetch), an amount already typed is checked against it, so the field says what to change.
  const firstInfo = useRef(info);
  useEffect(() => {
    if (info === firstInfo.current || !form.getFieldValue('amount')) return;
    form.validateFields(['amount']).catch(() => undefined);
  }, [info, form]);

  const review = () => {
    // Every value, those of fields not shown included (onFinish passes the shown ones only).
    const all: WithdrawValues = { ...toFormValues(info), ...form.getFieldsValue(true) };
    const next = intentFor(all, memberId, lastIntent.current);
    lastIntent.current = next;
    setRefusal(null);
    setFailure(null);
    setIntent(next);
  };

  const backToEdit = () => {
    setIntent(null);
    setFailure(null);
    requestAnimationFrame(() => amountRef.current?.focus());
  };

  /** Where a failed send leaves the author: the form for a refusal, else this step with Retry. */
  const showFailure = (error: unknown, sent: WithdrawIntent) => {
    const { status, serverMessage } = toUiError(error);
    if (status === 400 || status === 403) {
      // Refused (the values, or the member: terms not agreed, status not VALID): nothing was
      // made. Back to the form with every value as typed; the balance is fetched again, so the
      // amount rule can point at the field if the amount was the reason.
      lastIntent.current = null;
      setIntent(null);
      setRefusal(t.refused(errorMessage(error)));
      void queryClient.invalidateQueries({ queryKey: withdrawableQuery().queryKey });
      return;
    }
    if (status === 409) {
      // The requestId was spent on another withdrawal: confirming again is a new intent, which
      // the author makes knowingly (the message sends them to the record first).
      const next = intentFor(sent.values, memberId, null);
      lastIntent.current = next;
      setIntent(next);
      // The server says what was reused (the policy's generic 409 text is about stale edits).
      setFailure({ kind: 'conflict', message: serverMessage ?? errorMessage(error) });
      return;
    }
    // A timeout, a lost answer or a server failure: it may have been made. Retry sends the same
    // requestId, which the server answers with that withdrawal instead of making a second one.
    setFailure({ kind: 'retry', message: errorMessage(error) });
  };

  const create = useCreateWithdrawal({ errorDisplay: 'inline' });
  // The intent carries its own requestId (kept in sessionStorage for a reload), so the action
  // takes no useSubmit key: the guard is what it needs from useSubmit.
  const submit = useSubmit(
    async (sent: WithdrawIntent) => {
      setFailure(null);
      track(EVENTS.withdrawalReviewApplicationClicked);
      const withdrawal = await create.mutateAsync(toRequestBody(sent.values, sent.requestId));
      done.current = true;
      clearIntent();
      toast.success(
        t.requested(formatCurrency(withdrawal.amount), formatCurrency(withdrawal.netAmount)),
      );
      navigate(hrefs.withdrawalRecord(), { state: { newWithdrawalId: withdrawal.withdrawalId } });
    },
    { onError: (error) => intent && showFailure(error, intent) },
  );

  return (
    <>
      <UnsavedChangesGuard dirty={dirty} allow={() => done.current} />
      <div hidden={intent !== null}>
        <Form<WithdrawValues>
          form={form}
          layout="vertical"
          name="withdraw"
          initialValues={initialValues}
          onFinish={review}
          onValuesChange={() => setRefusal(null)}
          style={{ maxWidth: 640 }}
        >
          <AmountField form={form} info={info} inputRef={amountRef} />
          <AccountFields form={form} info={info} />
          {refusal ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={refusal}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Button type="primary" htmlType="submit">
            {t.next}
          </Button>
        </Form>
      </div>
      {intent ? (
        <WithdrawConfirm
          summary={toSummary(intent.values, info)}
          restored={intent === restored}
          pending={submit.pending}
          failure={failure}
          onBack={backToEdit}
          onConfirm={() => void submit.run(intent)}
        />
      ) : null}
    </>
  );
}
