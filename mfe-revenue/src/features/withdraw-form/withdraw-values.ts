import {
  accountNumberProblem,
  bankCodeProblem,
  branchCodeProblem,
  maskAccountNumber,
  normaliseDigits,
  payeeNameProblem,
} from '@creator/api/bank-account';
import { withdrawalAmountProblem } from '@creator/api/contract';
import type { CreateWithdrawalBody, WithdrawableInfo } from '@creator/api/contract';

/** Pay into the account saved with the last withdrawal, or into one typed here. */
export type AccountChoice = 'saved' | 'new';

/** What the withdraw form holds, as typed. */
export interface WithdrawValues {
  amount: string;
  account: AccountChoice;
  payeeName: string;
  bankCode: string;
  branchCode: string;
  accountNumber: string;
}

/**
 * A fresh form: the saved account chosen when there is one, and its name, bank and branch ready
 * in case the author switches to another account at the same bank. The saved number is never
 * known here (the server sends it masked), so it is never prefilled.
 */
export function toFormValues(info: WithdrawableInfo): WithdrawValues {
  const saved = info.bankAccount;
  return {
    amount: '',
    account: saved ? 'saved' : 'new',
    payeeName: saved?.payeeName ?? '',
    bankCode: saved?.bankCode ?? '',
    branchCode: saved?.branchCode ?? '',
    accountNumber: '',
  };
}

/**
 * The amount in whole NT$, or null when it is not one. Full-width digits (a Chinese input method)
 * and thousands separators are read; a decimal point, a sign or a letter are not.
 */
export function parseAmount(typed: string): number | null {
  const text = typed
    .normalize('NFKC')
    .trim()
    .replace(/,(?=\d{3}(?:\D|$))/g, '');
  return /^\d+$/.test(text) ? Number(text) : null;
}

export type AmountProblem = 'amountRequired' | 'amountNotWhole' | 'belowMinimum' | 'aboveBalance';

/** One problem per refusal, each with its own message. */
export function amountProblem(typed: string, info: WithdrawableInfo): AmountProblem | null {
  if (typed.trim() === '') return 'amountRequired';
  const amount = parseAmount(typed);
  if (amount === null) return 'amountNotWhole';
  const problem = withdrawalAmountProblem(amount, info);
  return problem === 'notWhole' ? 'amountNotWhole' : problem;
}

const PROBLEM_KEYS = {
  payeeName: {
    required: 'payeeRequired',
    tooLong: 'payeeTooLong',
    invisibleCharacters: 'payeeInvisible',
    payeeCharacters: 'payeeCharacters',
  },
  bankCode: { required: 'bankRequired', notDigits: 'bankNotDigits', unknownBank: 'bankUnknown' },
  branchCode: {
    required: 'branchRequired',
    notDigits: 'branchNotDigits',
    wrongLength: 'branchWrongLength',
  },
  accountNumber: {
    required: 'accountRequired',
    notDigits: 'accountNotDigits',
    wrongLength: 'accountWrongLength',
  },
} as const;

type Keys<F extends keyof typeof PROBLEM_KEYS> =
  (typeof PROBLEM_KEYS)[F][keyof (typeof PROBLEM_KEYS)[F]];

export const payeeProblem = (name: string): Keys<'payeeName'> | null => {
  const problem = payeeNameProblem(name);
  return problem && PROBLEM_KEYS.payeeName[problem];
};

export const bankProblem = (code: string): Keys<'bankCode'> | null => {
  const problem = bankCodeProblem(code.trim());
  return problem && PROBLEM_KEYS.bankCode[problem];
};

export const branchProblem = (typed: string): Keys<'branchCode'> | null => {
  const problem = branchCodeProblem(normaliseDigits(typed));
  return problem && PROBLEM_KEYS.branchCode[problem];
};

export const accountProblem = (typed: string): Keys<'accountNumber'> | null => {
  const problem = accountNumberProblem(normaliseDigits(typed));
  return problem && PROBLEM_KEYS.accountNumber[problem];
};

/** True when every field the chosen account needs passes its rule. */
export function isComplete(values: WithdrawValues, info: WithdrawableInfo): boolean {
  if (amountProblem(values.amount, info)) return false;
  if (values.account === 'saved') return info.bankAccount !== null;
  return (
    !payeeProblem(values.payeeName) &&
    !bankProblem(values.bankCode) &&
    !branchProblem(values.branchCode) &&
    !accountProblem(values.accountNumber)
  );
}

/** The request for valid values: the saved account by reference, a typed one in full. */
export function toRequestBody(values: WithdrawValues, requestId: string): CreateWithdrawalBody {
  const amount = parseAmount(values.amount) ?? Number.NaN;
  if (values.account === 'saved') return { requestId, amount, useSavedAccount: true };
  return {
    requestId,
    amount,
    payeeName: values.payeeName.trim(),
    bankCode: values.bankCode.trim(),
    branchCode: normaliseDigits(values.branchCode),
    accountNumber: normaliseDigits(values.accountNumber),
  };
}

/** What the author confirms: the amount, the fee, what reaches the account, and where. */
export interface WithdrawSummary {
  amount: number;
  fee: number;
  net: number;
  payeeName: string;
  bankCode: string;
  branchCode: string;
  accountMasked: string;
}

export function toSummary(values: WithdrawValues, info: WithdrawableInfo): WithdrawSummary {
  const amount = parseAmount(values.amount) ?? 0;
  const saved = values.account === 'saved' ? info.bankAccount : null;
  return {
    amount,
    fee: info.fee,
    net: amount - info.fee,
    payeeName: saved ? saved.payeeName : values.payeeName.trim(),
    bankCode: saved ? saved.bankCode : values.bankCode.trim(),
    branchCode: saved ? saved.branchCode : normaliseDigits(values.branchCode),
    accountMasked: saved
      ? saved.accountMasked
      : maskAccountNumber(normaliseDigits(values.accountNumber)),
  };
}

const FIELDS = [
  'amount',
  'account',
  'payeeName',
  'bankCode',
  'branchCode',
  'accountNumber',
] as const satisfies ReadonlyArray<keyof WithdrawValues>;

/** True once the author has typed or changed anything: leaving then asks first. */
export function hasChanges(values: Partial<WithdrawValues>, info: WithdrawableInfo): boolean {
  const base = toFormValues(info);
  return FIELDS.some((field) => (values[field] ?? base[field]) !== base[field]);
}

/** The values as a plain, ordered record: two intents are the same when these are equal. */
export const valuesKey = (values: WithdrawValues) =>
  JSON.stringify(FIELDS.map((field) => values[field]));

/** Values read back from storage, if they are values at all. */
export function asValues(raw: unknown): WithdrawValues | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof record[field] === 'string')) return null;
  if (record.account !== 'saved' && record.account !== 'new') return null;
  const text = (field: (typeof FIELDS)[number]) => record[field] as string;
  return {
    amount: text('amount'),
    account: record.account,
    payeeName: text('payeeName'),
    bankCode: text('bankCode'),
    branchCode: text('branchCode'),
    accountNumber: text('accountNumber'),
  };
}
