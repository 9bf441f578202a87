import { balance } from '../../testing/fixtures';
import {
  INTENT_STORAGE_KEY,
  clearIntent,
  intentFor,
  loadIntent,
  saveIntent,
} from './withdraw-intent';
import {
  accountProblem,
  amountProblem,
  bankProblem,
  branchProblem,
  hasChanges,
  parseAmount,
  payeeProblem,
  toFormValues,
  toRequestBody,
  toSummary,
  type WithdrawValues,
} from './withdraw-values';

const info = balance({ withdrawableAmount: 12_345, minimumAmount: 1_000, fee: 30 });

describe('the amount', () => {
  it('has one refusal for each way it can be wrong', () => {
    expect(amountProblem('', info)).toBe('amountRequired');
    expect(amountProblem('   ', info)).toBe('amountRequired');
    expect(amountProblem('1000.5', info)).toBe('amountNotWhole');
    expect(amountProblem('1000.0', info)).toBe('amountNotWhole');
    expect(amountProblem('-1000', info)).toBe('amountNotWhole');
    expect(amountProblem('1e3', info)).toBe('amountNotWhole');
    expect(amountProblem('一千', info)).toBe('amountNotWhole');
    expect(amountProblem('999', info)).toBe('belowMinimum');
    expect(amountProblem('12346', info)).toBe('aboveBalance');
  });

  it('takes the minimum and the whole balance, with separators and full-width digits', () => {
    expect(amountProblem('1000', info)).toBeNull();
    expect(amountProblem('12345', info)).toBeNull();
    expect(parseAmount('12,345')).toBe(12_345);
    expect(parseAmount(' １２００ ')).toBe(1_200);
    expect(parseAmount('12,34')).toBeNull();
  });
});

describe('the account fields', () => {
  it('names what is wrong with each', () => {
    expect(payeeProblem(' ')).toBe('payeeRequired');
    expect(bankProblem('')).toBe('bankRequired');
    expect(bankProblem('815')).toBe('bankUnknown');
    expect(bankProblem('822')).toBeNull();
    expect(branchProblem('')).toBe('branchRequired');
    expect(branchProblem('01二3')).toBe('branchNotDigits');
    expect(branchProblem('012')).toBe('branchWrongLength');
    expect(branchProblem('０１２３')).toBeNull();
    expect(accountProblem('')).toBe('accountRequired');
    expect(accountProblem('0012-3456-789A')).toBe('accountNotDigits');
    expect(accountProblem('123 456')).toBe('accountWrongLength');
    expect(accountProblem('0012-3456 789012')).toBeNull();
  });
});

describe('values and requests', () => {
  const typed: WithdrawValues = {
    amount: '2,000',
    account: 'new',
    payeeName: ' 林語晨 ',
    bankCode: '700',
    branchCode: '０１２３',
    accountNumber: '0012-3456 789012',
  };

  it('starts on the saved account, its name, bank and branch ready, never its number', () => {
    expect(toFormValues(info)).toEqual({
      amount: '',
      account: 'saved',
      payeeName: '林語晨',
      bankCode: '812',
      branchCode: '0123',
      accountNumber: '',
    });
    expect(toFormValues(balance({ bankAccount: null })).account).toBe('new');
  });

  it('sends the saved account by reference and a typed one in full, cleaned', () => {
    expect(toRequestBody({ ...typed, account: 'saved' }, 'req-00000001')).toEqual({
      requestId: 'req-00000001',
      amount: 2000,
      useSavedAccount: true,
    });
    expect(toRequestBody(typed, 'req-00000001')).toEqual({
      requestId: 'req-00000001',
      amount: 2000,
      payeeName: '林語晨',
      bankCode: '700',
      branchCode: '0123',
      accountNumber: '00123456789012',
    });
  });

  it('sums up amount, fee and net, the account masked', () => {
    expect(toSummary(typed, info)).toEqual({
      amount: 2000,
      fee: 30,
      net: 1970,
      payeeName: '林語晨',
      bankCode: '700',
      branchCode: '0123',
      accountMasked: '****9012',
    });
    expect(toSummary({ ...typed, account: 'saved' }, info)).toMatchObject({
      bankCode: '812',
      accountMasked: '****9012',
      payeeName: '林語晨',
    });
  });

  it('knows when the author has changed something', () => {
    expect(hasChanges(toFormValues(info), info)).toBe(false);
    expect(hasChanges({}, info)).toBe(false);
    expect(hasChanges({ ...toFormValues(info), amount: '1' }, info)).toBe(true);
  });
});

describe('the intent', () => {
  const values: WithdrawValues = { ...toFormValues(info), amount: '1500' };
  afterEach(() => sessionStorage.clear());

  it('keeps its requestId for the same values and member, and only then', () => {
    const first = intentFor(values, 'm1', null);
    expect(first.requestId).toMatch(/^[\w-]{8,64}$/);
    expect(intentFor({ ...values }, 'm1', first)).toBe(first);
    expect(intentFor({ ...values, amount: '1600' }, 'm1', first).requestId).not.toBe(
      first.requestId,
    );
    expect(intentFor(values, 'm2', first).requestId).not.toBe(first.requestId);
  });

  it('survives a reload for its member only, and anything else stored is dropped', () => {
    const intent = intentFor(values, 'm1', null);
    saveIntent(intent);
    expect(loadIntent('m1')).toEqual(intent);
    expect(loadIntent('m2')).toBeNull();
    expect(sessionStorage.getItem(INTENT_STORAGE_KEY)).toBeNull();

    sessionStorage.setItem(INTENT_STORAGE_KEY, '{"requestId":"x"');
    expect(loadIntent('m1')).toBeNull();
    sessionStorage.setItem(
      INTENT_STORAGE_KEY,
      JSON.stringify({ ...intent, values: { ...values, account: 'mine' } }),
    );
    expect(loadIntent('m1')).toBeNull();
    saveIntent(intent);
    clearIntent();
    expect(loadIntent('m1')).toBeNull();
  });
});
