/**
 * Runtime values of '@creator/api/contract' and '@creator/api/bank-account'. tsx loads that
 * package as CommonJS (it has no "type": "module"), and Node cannot see names through its
 * `export *` re-exports when an ES module imports it; they are all on the default export then.
 * Under jest (CommonJS) there is no default.
 */
import * as contract from '@creator/api/contract';
import * as bankAccountModule from '@creator/api/bank-account';

const values = (contract as unknown as { default?: typeof contract }).default ?? contract;

export const {
  apiErrorBody,
  CHAPTER_CONTENT_MAX,
  CHAPTER_PAID_PRICE_MIN,
  CHAPTER_TAGS_MAX,
  chapterPurifyConfig,
  countChapterCharacters,
  COVER_FIELD,
  COVER_MAX_BYTES,
  dropEmptyImages,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX,
  isBlankText,
  keepChapterAttribute,
  NOT_FOUND_MESSAGE,
  PLATFORM_SHARE_RATE,
  REVENUE_REPORT_MONTHS_MAX,
  REVENUE_SOURCES,
  STAT_METRICS,
  STATS_RANGE_MAX_DAYS,
  withdrawalAmountProblem,
} = values;

const bankAccount =
  (bankAccountModule as unknown as { default?: typeof bankAccountModule }).default ??
  bankAccountModule;

export const { maskAccountNumber, PAYEE_NAME_PUNCTUATION } = bankAccount;
