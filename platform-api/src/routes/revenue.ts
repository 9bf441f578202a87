import type { Database } from 'better-sqlite3';
import type { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import type {
  DeletedRevenueTitles,
  RevenueDetailPage,
  RevenueLine,
  RevenueMonth,
  RevenueReport,
  RevenueSource,
  Withdrawal,
  WithdrawableInfo,
  WithdrawalPage,
  WithdrawalStatus,
} from '@creator/api/contract';
import {
  createWithdrawalBody,
  pageQuery,
  revenueDetailsQuery,
  revenueReportQuery,
} from '@creator/api/schemas';
import type { AppDeps, AppEnv } from '../context';
import {
  PLATFORM_SHARE_RATE,
  REVENUE_REPORT_MONTHS_MAX,
  REVENUE_SOURCES,
  maskAccountNumber,
  withdrawalAmountProblem,
} from '../lib/contract';
import { badRequest, conflict } from '../lib/errors';
import { MESSAGES } from '../lib/messages';
import { requireCreator } from '../lib/session';
import { monthAt, monthIndex, taipeiMonth } from '../lib/time';
import { keptTitleColumns, ownedTitle, withTitleDeleted } from '../lib/titles';
import { parseBody, parseQuery } from '../lib/validate';

export const WITHDRAWAL_MINIMUM = 1000;
export const WITHDRAWAL_FEE = 30;
const SHARED_SOURCES: readonly RevenueSource[] = ['CHAPTER_SALES', 'READING_TICKETS', 'GIFTS'];
const MAX_REPORT_MONTHS = REVENUE_REPORT_MONTHS_MAX;

export function revenueMonths(db: Database, memberId: string, months: string[], current: string) {
  const rows = db
    .prepare(
      `SELECT strftime('%Y-%m', occurred_at, '+8 hours') AS month, source, SUM(amount) AS total,
              COUNT(*) AS lines
       FROM revenue_entries WHERE member_id = ? GROUP BY month, source`,
    )
    .all(memberId) as { month: string; source: RevenueSource; total: number; lines: number }[];
  return months.map((month): RevenueMonth => {
    const bySource = Object.fromEntries(REVENUE_SOURCES.map((s) => [s, 0])) as Record<
      RevenueSource,
      number
    >;
    let lineCount = 0;
    for (const row of rows) {
      if (row.month !== month) continue;
      bySource[row.source] = row.total;
      lineCount += row.lines;
    }
    const gross = REVENUE_SOURCES.reduce((sum, s) => sum + bySource[s], 0);
    const shared = SHARED_SOURCES.reduce((sum, s) => sum + bySource[s], 0);
    const platformShare = Math.round(shared * PLATFORM_SHARE_RATE);
    return {
      month,
      bySource,
      gross,
      platformShare,
      net: gross - platformShare,
      settlement: month < current ? 'SETTLED' : 'PENDING',
      lineCount,
    };
  });
}

/** Net revenue of one Taipei month. */
export function monthNet(db: Database, memberId: string, month: string): number {
  return revenueMonths(db, memberId, [month], month)[0]?.net ?? 0;
}

interface WithdrawalRow {
  withdrawal_id: string;
  request_id: string;
  requested_at: string;
  amount: number;
  fee: number;
  account_masked: string;
  bank_code: string | null;
  status: WithdrawalStatus;
  failure_reason: string | null;
  paid_at: string | null;
}

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  withdrawalId: row.withdrawal_id,
  requestedAt: row.requested_at,
  amount: row.amount,
  fee: row.fee,
  netAmount: row.amount - row.fee,
  accountMasked: row.account_masked,
  bankCode: row.bank_code,
  status: row.status,
  failureReason: row.failure_reason,
  paidAt: row.paid_at,
});

/** Where a withdrawal is paid: given in full, or the account saved with the last one. */
interface PayeeAccount {
  payeeName: string;
  bankCode: string;
  branchCode: string;
  accountNumber: string;
}

function savedAccount(member: {
  payee_name: string | null;
  bank_code: string | null;
  branch_code: string | null;
  account_number: string | null;
}): PayeeAccount | null {
  const { payee_name, bank_code, branch_code, account_number } = member;
  return payee_name && bank_code && branch_code && account_number
    ? {
        payeeName: payee_name,
        bankCode: bank_code,
        branchCode: branch_code,
        accountNumber: account_number,
      }
    : null;
}

export function registerRevenueRoutes(app: Hono<AppEnv>, deps: AppDeps): void {
  const { db } = deps;

  const balances = (memberId: string) => {
    const current = taipeiMonth(deps.now());
    const settledNet = (
      db
        .prepare(
          `SELECT strftime('%Y-%m', occurred_at, '+8 hours') AS month FROM revenue_entries
           WHERE member_id = ? GROUP BY month`,
        )
        .all(memberId) as { month: string }[]
    )
      .map((r) => r.month)
      .filter((m) => m < current);
    const earned = revenueMonths(db, memberId, settledNet, current).reduce((s, m) => s + m.net, 0);
    const out = db
      .prepare(
        `SELECT COALESCE(SUM(amount), 0) AS taken,
                COALESCE(SUM(CASE WHEN status IN ('PENDING', 'REVIEWING') THEN amount END), 0)
                  AS pending
         FROM withdrawals WHERE member_id = ? AND status != 'FAILED'`,
      )
      .get(memberId) as { taken: number; pending: number };
    return { withdrawable: Math.max(0, earned - out.taken), pending: out.pending };
  };

  /** The Taipei month of a member's first revenue line, or null. */
  const firstMonth = (memberId: string): string | null => {
    const first = db
      .prepare('SELECT MIN(occurred_at) AS at FROM revenue_entries WHERE member_id = ?')
      .get(memberId) as { at: string | null };
    return first.at ? taipeiMonth(new Date(first.at)) : null;
  };

  app.get('/v2/creator/withdrawable', (c) => {
    const member = requireCreator(c);
    const { withdrawable, pending } = balances(member.member_id);
    const saved = savedAccount(member);
    return c.json<WithdrawableInfo>({
      withdrawableAmount: withdrawable,
      pendingAmount: pending,
      minimumAmount: WITHDRAWAL_MINIMUM,
      fee: WITHDRAWAL_FEE,
      bankAccount: saved && {
        payeeName: saved.payeeName,
        bankCode: saved.bankCode,
        branchCode: saved.branchCode,
        accountMasked: maskAccountNumber(saved.accountNumber),
      },
    });
  });

  app.get('/v2/creator/withdrawals', (c) => {
    const member = requireCreator(c);
    const { current, limit } = parseQuery(c, pageQuery);
    const total = (
      db
        .prepare('SELECT COUNT(*) AS n FROM withdrawals WHERE member_id = ?')
        .get(member.member_id) as { n: number }
    ).n;
    const rows = db
      .prepare(
        `SELECT * FROM withdrawals WHERE member_id = ?
         ORDER BY requested_at DESC, withdrawal_id DESC LIMIT ? OFFSET ?`,
      )
      .all(member.member_id, limit, (current - 1) * limit) as WithdrawalRow[];
    return c.json<WithdrawalPage>({
      withdrawals: rows.map(toWithdrawal),
      current,
      limit,
      total,
      more: current * limit < total,
    });
  });

  app.post('/v2/creator/withdrawals', async (c) => {
    const member = requireCreator(c);
    const body = await parseBody(c, createWithdrawalBody);
    const account: PayeeAccount | null = body.useSavedAccount
      ? savedAccount(member)
      : {
          payeeName: body.payeeName ?? '',
          bankCode: body.bankCode ?? '',
          branchCode: body.branchCode ?? '',
          accountNumber: body.accountNumber ?? '',
        };
    if (!account) {
      throw badRequest(MESSAGES.noSavedAccount);
    }
    const accountMasked = maskAccountNumber(account.accountNumber);

    // Checked and written in one transaction: two requests can never both spend one balance.
    const result = db.transaction((): { withdrawal: WithdrawalRow; created: boolean } => {
      const existing = db
        .prepare('SELECT * FROM withdrawals WHERE member_id = ? AND request_id = ?')
        .get(member.member_id, body.requestId) as WithdrawalRow | undefined;
      if (existing) {
        // The same request again (a double click, a retry, a reload): the first result.
        const same =
          existing.amount === body.amount &&
          existing.account_masked === accountMasked &&
          (existing.bank_code === null || existing.bank_code === account.bankCode);
        if (!same) {
          throw conflict(MESSAGES.withdrawalRequestReused);
        }
        return { withdrawal: existing, created: false };
      }
      const { withdrawable } = balances(member.member_id);
      const problem = withdrawalAmountProblem(body.amount, {
        minimumAmount: WITHDRAWAL_MINIMUM,
        withdrawableAmount: withdrawable,
      });
      if (problem === 'belowMinimum') {
        throw badRequest(MESSAGES.withdrawalMinimum(WITHDRAWAL_MINIMUM));
      }
      if (problem) {
        throw badRequest(MESSAGES.withdrawalOverBalance(withdrawable));
      }
      const row: WithdrawalRow = {
        withdrawal_id: randomUUID(),
        request_id: body.requestId,
        requested_at: deps.now().toISOString(),
        amount: body.amount,
        fee: WITHDRAWAL_FEE,
        account_masked: accountMasked,
        bank_code: account.bankCode,
        status: 'PENDING',
        failure_reason: null,
        paid_at: null,
      };
      db.prepare(
        `INSERT INTO withdrawals (withdrawal_id, member_id, request_id, requested_at, amount, fee,
           account_masked, bank_code, status, failure_reason, paid_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)`,
      ).run(
        row.withdrawal_id,
        member.member_id,
        row.request_id,
        row.requested_at,
        row.amount,
        row.fee,
        row.account_masked,
        row.bank_code,
        row.status,
      );
      // The account paid into becomes the saved one, offered next time without retyping.
      db.prepare(
        `UPDATE members SET payee_name = ?, bank_code = ?, branch_code = ?, account_number = ?
         WHERE member_id = ?`,
      ).run(
        account.payeeName,
        account.bankCode,
        account.branchCode,
        account.accountNumber,
        member.member_id,
      );
      return { withdrawal: row, created: true };
    })();
    return c.json<Withdrawal>(toWithdrawal(result.withdrawal), result.created ? 201 : 200);
  });

  app.get('/v2/creator/revenueReport', (c) => {
    const member = requireCreator(c);
    const query = parseQuery(c, revenueReportQuery);
    const current = taipeiMonth(deps.now());
    // Nothing is earned after the current Taipei month: a future month is the client's mistake,
    // not a row of zeros that would read as a month without revenue.
    for (const field of ['startMonth', 'endMonth'] as const) {
      const month = query[field];
      if (month && monthIndex(month) > monthIndex(current)) {
        throw badRequest(MESSAGES.monthInFuture(field, current));
      }
    }
    const end = monthIndex(query.endMonth ?? current);
    const start = query.startMonth ? monthIndex(query.startMonth) : Math.max(0, end - 11);
    if (start > end) throw badRequest(MESSAGES.monthOrder);
    // By arithmetic, before a single month is built.
    if (end - start + 1 > MAX_REPORT_MONTHS) {
      throw badRequest(MESSAGES.reportTooLong(MAX_REPORT_MONTHS));
    }
    const months = Array.from({ length: end - start + 1 }, (_, i) => monthAt(start + i));
    return c.json<RevenueReport>({
      months: revenueMonths(db, member.member_id, months, current),
      firstMonth: firstMonth(member.member_id),
    });
  });

  /** The deleted works a member's ledger has lines of, with the name each had (migration 7). */
  const deletedTitles = (memberId: string) =>
    db
      .prepare(
        `SELECT r.title_id AS titleId, MAX(r.title_name) AS titleName
         FROM revenue_entries r LEFT JOIN titles t ON t.title_id = r.title_id
         WHERE r.member_id = ? AND r.title_id IS NOT NULL AND t.title_id IS NULL
         GROUP BY r.title_id ORDER BY titleName, titleId`,
      )
      .all(memberId) as DeletedRevenueTitles['titles'];

  /** Whether a work that no longer exists has lines in the member's ledger. */
  const isDeletedTitleOf = (memberId: string, titleId: string) =>
    db
      .prepare(
        `SELECT 1 FROM revenue_entries r
         WHERE r.member_id = ? AND r.title_id = ?
           AND NOT EXISTS (SELECT 1 FROM titles t WHERE t.title_id = r.title_id)
         LIMIT 1`,
      )
      .get(memberId, titleId) !== undefined;

  app.get('/v2/creator/revenueDetails/deletedTitles', (c) => {
    const member = requireCreator(c);
    return c.json<DeletedRevenueTitles>({ titles: deletedTitles(member.member_id) });
  });

  app.get('/v2/creator/revenueDetails', (c) => {
    const member = requireCreator(c);
    const query = parseQuery(c, revenueDetailsQuery);
    // A work of mine, or a deleted one my ledger keeps lines of; 404 or 403 for any other.
    if (query.titleId && !isDeletedTitleOf(member.member_id, query.titleId)) {
      ownedTitle(db, query.titleId, member.member_id);
    }
    const where = ['r.member_id = ?'];
    const params: unknown[] = [member.member_id];
    if (query.month) {
      where.push("strftime('%Y-%m', r.occurred_at, '+8 hours') = ?");
      params.push(query.month);
    }
    if (query.titleId) {
      where.push('r.title_id = ?');
      params.push(query.titleId);
    }
    const filter = `WHERE ${where.join(' AND ')}`;
    const bySource = db
      .prepare(
        `SELECT source, COUNT(*) AS n, SUM(amount) AS amount FROM revenue_entries r ${filter}
         GROUP BY source`,
      )
      .all(...params) as { source: RevenueSource; n: number; amount: number }[];
    const totalsBySource = Object.fromEntries(
      REVENUE_SOURCES.map((source) => [
        source,
        bySource.find((row) => row.source === source)?.amount ?? 0,
      ]),
    ) as Record<RevenueSource, number>;
    const totals = {
      n: bySource.reduce((sum, row) => sum + row.n, 0),
      amount: bySource.reduce((sum, row) => sum + row.amount, 0),
    };
    const lines = db
      .prepare(
        `SELECT r.entry_id AS entryId, r.occurred_at AS occurredAt, r.source,
                r.title_id AS titleId, ${keptTitleColumns('r')},
                r.chapter_id AS chapterId,
                COALESCE(ch.display_name, r.chapter_name) AS chapterName, r.amount
         FROM revenue_entries r
         LEFT JOIN titles t ON t.title_id = r.title_id
         LEFT JOIN chapters ch ON ch.chapter_id = r.chapter_id
         ${filter} ORDER BY r.occurred_at DESC, r.entry_id DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, query.limit, (query.current - 1) * query.limit) as Array<
      Omit<RevenueLine, 'titleDeleted'> & { titleDeleted: number }
    >;
    return c.json<RevenueDetailPage>({
      lines: lines.map(withTitleDeleted),
      current: query.current,
      limit: query.limit,
      total: totals.n,
      more: query.current * query.limit < totals.n,
      totalAmount: totals.amount,
      totalsBySource,
      firstMonth: firstMonth(member.member_id),
    });
  });
}
