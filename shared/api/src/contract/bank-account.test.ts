import {
  TAIWAN_BANKS,
  accountNumberProblem,
  bankByCode,
  bankCodeProblem,
  branchCodeProblem,
  maskAccountNumber,
  disallowedPayeeCharacters,
  normaliseDigits,
  payeeNameProblem,
} from './bank-account';
import { canWithdraw, withdrawalAmountProblem } from './rules';
import { createWithdrawalBody } from './schemas';

const limits = { minimumAmount: 1000, withdrawableAmount: 5000 };

describe('withdrawalAmountProblem', () => {
  it('takes whole NT$ from the minimum up to the balance, both ends included', () => {
    expect(withdrawalAmountProblem(1000, limits)).toBeNull();
    expect(withdrawalAmountProblem(5000, limits)).toBeNull();
    expect(withdrawalAmountProblem(999, limits)).toBe('belowMinimum');
    expect(withdrawalAmountProblem(5001, limits)).toBe('aboveBalance');
  });

  it('refuses fractions and numbers that are no amount at all', () => {
    expect(withdrawalAmountProblem(1000.5, limits)).toBe('notWhole');
    expect(withdrawalAmountProblem(Number.NaN, limits)).toBe('notWhole');
    expect(withdrawalAmountProblem(Number.POSITIVE_INFINITY, limits)).toBe('notWhole');
    expect(withdrawalAmountProblem(2 ** 60, limits)).toBe('notWhole');
  });

  it('says a balance under the minimum allows no withdrawal', () => {
    expect(canWithdraw({ minimumAmount: 1000, withdrawableAmount: 999 })).toBe(false);
    expect(canWithdraw({ minimumAmount: 1000, withdrawableAmount: 1000 })).toBe(true);
  });
});

describe('bank account rules', () => {
  it('knows the banks by their real codes, each code once', () => {
    expect(bankByCode('812')?.name).toBe('台新國際商業銀行');
    expect(bankByCode('822')?.nameEn).toBe('CTBC Bank');
    expect(bankByCode('700')?.name).toBe('中華郵政');
    const codes = TAIWAN_BANKS.map((bank) => bank.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^\d{3}$/);
  });

  it('tells an empty, malformed and unknown bank code apart', () => {
    expect(bankCodeProblem('')).toBe('required');
    expect(bankCodeProblem('81')).toBe('notDigits');
    expect(bankCodeProblem('8a2')).toBe('notDigits');
    // Three digits, but no bank has them (a typo of 812).
    expect(bankCodeProblem('813')).toBe('unknownBank');
    expect(bankCodeProblem('812')).toBeNull();
  });

  it('takes a branch of exactly four digits and an account of ten to sixteen', () => {
    expect(branchCodeProblem('')).toBe('required');
    expect(branchCodeProblem('01a3')).toBe('notDigits');
    expect(branchCodeProblem('012')).toBe('wrongLength');
    expect(branchCodeProblem('0123')).toBeNull();
    expect(accountNumberProblem('')).toBe('required');
    expect(accountNumberProblem('123456789O')).toBe('notDigits');
    expect(accountNumberProblem('123456789')).toBe('wrongLength');
    expect(accountNumberProblem('1'.repeat(17))).toBe('wrongLength');
    expect(accountNumberProblem('1234567890')).toBeNull();
    expect(accountNumberProblem('1'.repeat(16))).toBeNull();
  });

  it('drops the spaces and hyphens of a pasted number, reads full-width digits, and nothing else', () => {
    expect(normaliseDigits(' 0012-3456 789012 ')).toBe('00123456789012');
    expect(normaliseDigits('００１２－３４\u3000５６')).toBe('00123456');
    expect(normaliseDigits('0012O3456')).toBe('0012O3456');
    expect(maskAccountNumber('00123456789012')).toBe('****9012');
  });

  it('wants a payee name after trimming, at most 50 characters', () => {
    expect(payeeNameProblem(' \u3000 ')).toBe('required');
    expect(payeeNameProblem('林'.repeat(50))).toBeNull();
    expect(payeeNameProblem('林'.repeat(51))).toBe('tooLong');
  });

  it('takes the names Taiwanese bank accounts are held in', () => {
    for (const name of [
      '林語晨',
      'CHEN, MEI-LING',
      "O'Brien",
      'O’Brien',
      'J. R. Chen',
      '瓦歷斯·諾幹',
      '瓦歷斯‧諾幹',
      '好讀文創股份有限公司',
      '好讀文創（股）公司',
      '好讀文創(股)公司',
      'Read & Co., Ltd.',
      '3M 台灣',
      'Nguyễn Thị Hoa',
      'ＡＢＣ　商行',
    ]) {
      expect({ name, problem: payeeNameProblem(name) }).toEqual({ name, problem: null });
    }
  });

  it('refuses markup, symbols and anything that does not show', () => {
    expect(payeeNameProblem('<img src=x onerror=alert(1)>')).toBe('payeeCharacters');
    expect(disallowedPayeeCharacters('<img src=x onerror=alert(1)>')).toEqual(['<', '=', '>']);
    expect(payeeNameProblem('林語晨＜b＞')).toBe('payeeCharacters');
    expect(payeeNameProblem('林語晨😀')).toBe('payeeCharacters');
    expect(payeeNameProblem('林語晨\u0007')).toBe('invisibleCharacters');
    expect(payeeNameProblem('林\n語晨')).toBe('invisibleCharacters');
    expect(payeeNameProblem('\u202Eevil')).toBe('invisibleCharacters');
    expect(payeeNameProblem('林\u200B語晨')).toBe('invisibleCharacters');
    expect(payeeNameProblem('林\u2028語晨')).toBe('invisibleCharacters');
    // A name of invisible characters only is no name at all.
    expect(payeeNameProblem('\u202E')).toBe('required');
  });
});

describe('createWithdrawalBody', () => {
  const account = {
    payeeName: '林語晨',
    bankCode: '812',
    branchCode: '0123',
    accountNumber: '00123456789012',
  };
  const accepts = (body: object) =>
    createWithdrawalBody.safeParse({ requestId: 'req-00000001', amount: 1500, ...body }).success;

  it('agrees with the form’s rules on every account field', () => {
    const cases: Array<[keyof typeof account, string, boolean]> = [
      ['bankCode', '813', bankCodeProblem('813') === null],
      ['bankCode', '81', bankCodeProblem('81') === null],
      ['bankCode', '700', bankCodeProblem('700') === null],
      ['branchCode', '012', branchCodeProblem('012') === null],
      ['accountNumber', '123456789', accountNumberProblem('123456789') === null],
      ['accountNumber', '1234-567890', accountNumberProblem('1234-567890') === null],
      ['payeeName', '  ', payeeNameProblem('  ') === null],
      ['payeeName', '林'.repeat(51), payeeNameProblem('林'.repeat(51)) === null],
      ['payeeName', '<img src=x onerror=alert(1)>', false],
      ['payeeName', '林\u0007語晨', false],
      ['payeeName', '林\r\n語晨', false],
      ['payeeName', '\u202Eevil', false],
      ['payeeName', '好讀文創（股）公司', true],
    ];
    for (const [field, value, formAccepts] of cases) {
      expect({ field, value, accepted: accepts({ ...account, [field]: value }) }).toEqual({
        field,
        value,
        accepted: formAccepts,
      });
    }
    expect(accepts(account)).toBe(true);
  });

  it('takes the saved account without any account field, and never both', () => {
    expect(accepts({ useSavedAccount: true })).toBe(true);
    expect(accepts({ useSavedAccount: true, accountNumber: '00123456789012' })).toBe(false);
    expect(accepts({})).toBe(false);
    expect(accepts({ ...account, accountNumber: undefined })).toBe(false);
  });
});
