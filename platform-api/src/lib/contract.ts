/**
 * Runtime values of '@creator/api/contract' (and '@creator/api/withdrawal-rules'). tsx loads that package as CommonJS (it has no
 * "type": "module"), and Node cannot see names through its `export *` re-exports when an ES module
 * imports it; they are all on the default export then. Under jest (CommonJS) there is no default.
 */
import * as contract from '@creator/api/contract';
import * as withdrawalRulesModule from '@creator/api/withdrawal-rules';

const values = (contract as unknown as { default?: typeof contract }).default ?? contract;

export const {
  CHAPTER_PAID_PRICE_MIN,
  COVER_FIELD,
  COVER_MAX_BYTES,
  NOT_FOUND_MESSAGE,
  REVENUE_SOURCES,
} = values;

const withdrawalRules =
  (withdrawalRulesModule as unknown as { default?: typeof withdrawalRulesModule }).default ??
  withdrawalRulesModule;

export const { maskAccountNumber, withdrawalAmountProblem } = withdrawalRules;
