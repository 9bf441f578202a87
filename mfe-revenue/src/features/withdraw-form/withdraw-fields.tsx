import {
  PAYEE_NAME_MAX,
  PAYEE_NAME_PUNCTUATION,
  TAIWAN_BANKS,
  disallowedPayeeCharacters,
} from '@creator/api/bank-account';
import type { WithdrawableInfo } from '@creator/api/contract';
import { checkRule, formatCurrency, useLocale } from '@creator/ui';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import type { FormInstance, InputRef } from 'antd';
import type { Ref } from 'react';
import { useWithdrawMessages } from './messages';
import {
  accountProblem,
  amountProblem,
  bankProblem,
  branchProblem,
  parseAmount,
  payeeProblem,
  type WithdrawValues,
} from './withdraw-values';

type Messages = ReturnType<typeof useWithdrawMessages>;

function amountMessage(t: Messages, typed: string, info: WithdrawableInfo): string | null {
  const problem = amountProblem(typed ?? '', info);
  if (problem === 'belowMinimum') return t.belowMinimumAmount(formatCurrency(info.minimumAmount));
  if (problem === 'aboveBalance') return t.aboveBalance(formatCurrency(info.withdrawableAmount));
  return problem && t[problem];
}

export function AmountField({
  form,
  info,
  inputRef,
}: {
  form: FormInstance<WithdrawValues>;
  info: WithdrawableInfo;
  inputRef?: Ref<InputRef>;
}) {
  const t = useWithdrawMessages();
  const typed: string = Form.useWatch('amount', form) ?? '';
  const amount = amountProblem(typed, info) === null ? parseAmount(typed) : null;
  const balance = formatCurrency(info.withdrawableAmount);
  return (
    <Form.Item
      name="amount"
      label={t.amount}
      required
      rules={[checkRule((value: string) => amountMessage(t, value, info))]}
      extra={
        <>
          <span>
            {amount !== null
              ? t.amountNet(formatCurrency(amount - info.fee), formatCurrency(info.fee))
              : t.amountHint(formatCurrency(info.minimumAmount), balance)}
          </span>
          <br />
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => {
              form.setFieldValue('amount', String(info.withdrawableAmount));
              void form.validateFields(['amount']);
            }}
          >
            {t.withdrawAll(balance)}
          </Button>
        </>
      }
    >
      <Input
        ref={inputRef}
        prefix="NT$"
        inputMode="numeric"
        autoComplete="off"
        style={{ maxWidth: 240 }}
      />
    </Form.Item>
  );
}

/** The saved account (masked) or another one typed in full. */
export function AccountFields({
  form,
  info,
}: {
  form: FormInstance<WithdrawValues>;
  info: WithdrawableInfo;
}) {
  const t = useWithdrawMessages();
  const { locale } = useLocale();
  const choice = Form.useWatch('account', { form, preserve: true });
  const saved = info.bankAccount;
  const bankName = (code: string) => {
    const bank = TAIWAN_BANKS.find((entry) => entry.code === code);
    return bank ? (locale === 'en' ? bank.nameEn : bank.name) : '';
  };
  return (
    <>
      {saved ? (
        <Form.Item name="account" label={t.account}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="saved">
                {/* bdi: a name saved before the payee rule cannot turn the rest around. */}
                {t.useSaved}：<bdi>{saved.payeeName}</bdi> · {saved.bankCode}{' '}
                {bankName(saved.bankCode)} · {saved.branchCode} · {saved.accountMasked}
              </Radio>
              <Radio value="new">{t.useNew}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
      ) : null}
      {!saved || choice === 'new' ? (
        <>
          <Form.Item
            name="payeeName"
            label={t.payeeName}
            extra={t.payeeHint}
            required
            rules={[checkRule((value?: string) => payeeMessage(t, value ?? ''))]}
          >
            <Input autoComplete="name" style={{ maxWidth: 320 }} />
          </Form.Item>
          <Form.Item
            name="bankCode"
            label={t.bank}
            required
            rules={[checkRule((value?: string) => keyMessage(t, bankProblem(value ?? '')))]}
          >
            <Select
              style={{ maxWidth: 360 }}
              placeholder={t.bankPlaceholder}
              showSearch={{
                filterOption: (input, option) => {
                  const query = input.trim().toLowerCase();
                  const bank = TAIWAN_BANKS.find((entry) => entry.code === option?.value);
                  return (
                    !!bank &&
                    [bank.code, bank.name, bank.nameEn].some((text) =>
                      text.toLowerCase().includes(query),
                    )
                  );
                },
              }}
              options={TAIWAN_BANKS.map((bank) => ({
                value: bank.code,
                label: `${bank.code} ${locale === 'en' ? bank.nameEn : bank.name}`,
              }))}
            />
          </Form.Item>
          <Form.Item
            name="branchCode"
            label={t.branchCode}
            extra={t.branchHint}
            required
            rules={[checkRule((value?: string) => keyMessage(t, branchProblem(value ?? '')))]}
          >
            <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 160 }} />
          </Form.Item>
          <Form.Item
            name="accountNumber"
            label={t.accountNumber}
            extra={t.accountHint}
            required
            rules={[checkRule((value?: string) => keyMessage(t, accountProblem(value ?? '')))]}
          >
            <Input inputMode="numeric" autoComplete="off" style={{ maxWidth: 320 }} />
          </Form.Item>
        </>
      ) : null}
    </>
  );
}

function payeeMessage(t: Messages, name: string): string | null {
  const key = payeeProblem(name);
  if (key !== 'payeeCharacters') return keyMessage(t, key);
  return t.payeeCharacters(disallowedPayeeCharacters(name), PAYEE_NAME_PUNCTUATION);
}

function keyMessage(
  t: Messages,
  key: Exclude<
    ReturnType<
      typeof payeeProblem | typeof bankProblem | typeof branchProblem | typeof accountProblem
    >,
    'payeeCharacters'
  >,
): string | null {
  if (key === null) return null;
  if (key === 'payeeTooLong') return t.payeeTooLong(PAYEE_NAME_MAX);
  return t[key];
}
