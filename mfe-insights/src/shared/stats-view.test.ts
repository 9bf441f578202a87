import { readStatsView, statsParams, withMetrics, withRange } from './stats-view';

// 2026-03-01 01:30 in Taipei (still 28 February in UTC).
const now = new Date('2026-02-28T17:30:00.000Z');
const read = (query: string) => readStatsView(new URLSearchParams(query), now);

describe('readStatsView', () => {
  it('shows the last 7 days of readers when the address names nothing', () => {
    expect(read('')).toEqual({
      choice: 'last7Days',
      range: { startDate: '2026-02-23', endDate: '2026-03-01' },
      metrics: ['readers'],
      problem: null,
    });
  });

  it('reads a preset relative to today', () => {
    expect(read('range=yesterday')).toMatchObject({
      choice: 'yesterday',
      range: { startDate: '2026-02-28', endDate: '2026-02-28' },
    });
    expect(read('range=30d').range).toEqual({ startDate: '2026-01-31', endDate: '2026-03-01' });
    expect(read('range=month').range).toEqual({ startDate: '2026-03-01', endDate: '2026-03-01' });
  });

  it('reads a custom range as fixed dates', () => {
    expect(read('from=2026-02-01&to=2026-02-10')).toEqual({
      choice: 'custom',
      range: { startDate: '2026-02-01', endDate: '2026-02-10' },
      metrics: ['readers'],
      problem: null,
    });
  });

  it('falls back to the default range and says why when the address’s range cannot be shown', () => {
    const fallback = {
      choice: 'last7Days',
      range: { startDate: '2026-02-23', endDate: '2026-03-01' },
    };
    expect(read('range=fortnight')).toMatchObject({ ...fallback, problem: 'unknownPreset' });
    expect(read('from=2026-02-10')).toMatchObject({ ...fallback, problem: 'invalidDate' });
    expect(read('from=2026-02-10&to=2026-02-01')).toMatchObject({
      ...fallback,
      problem: 'reversed',
    });
    expect(read('from=2026-02-10&to=2026-04-01')).toMatchObject({ ...fallback, problem: 'future' });
    expect(read('from=2020-01-01&to=2026-02-01')).toMatchObject({
      ...fallback,
      problem: 'tooLong',
    });
  });

  it('reads the charted metrics in the screens’ order, ignoring unknown ones, at most four', () => {
    expect(read('metrics=revenue,views').metrics).toEqual(['views', 'revenue']);
    expect(read('metrics=views,views,bogus').metrics).toEqual(['views']);
    expect(read('metrics=bogus').metrics).toEqual(['readers']);
    expect(read('metrics=').metrics).toEqual(['readers']);
    expect(read('metrics=revenue,gifts,paidUnlocks,ticketUses,comments,views').metrics).toEqual([
      'views',
      'comments',
      'ticketUses',
      'paidUnlocks',
    ]);
  });
});

describe('withRange and withMetrics', () => {
  const base = new URLSearchParams('titleId=t%201&sort=readers-desc&metrics=views');

  it('writes a preset, leaving the default out of the address and other parameters alone', () => {
    expect(withRange(base, 'last30Days').toString()).toBe(
      'titleId=t+1&sort=readers-desc&metrics=views&range=30d',
    );
    const custom = new URLSearchParams('from=2026-02-01&to=2026-02-10&metrics=views');
    expect(withRange(custom, 'last7Days').toString()).toBe('metrics=views');
  });

  it('writes a custom range as from and to, dropping the preset', () => {
    const next = withRange(new URLSearchParams('range=30d'), {
      startDate: '2026-02-01',
      endDate: '2026-02-10',
    });
    expect(next.toString()).toBe('from=2026-02-01&to=2026-02-10');
    expect(readStatsView(next, now).range).toEqual({
      startDate: '2026-02-01',
      endDate: '2026-02-10',
    });
  });

  it('writes the charted metrics, leaving the default set out', () => {
    expect(withMetrics(base, ['readers', 'revenue']).get('metrics')).toBe('readers,revenue');
    expect(withMetrics(base, ['readers']).has('metrics')).toBe(false);
    expect(withMetrics(base, ['readers']).get('titleId')).toBe('t 1');
  });

  it('does not change the parameters it was given', () => {
    withRange(base, 'yesterday');
    withMetrics(base, ['gifts']);
    expect(base.toString()).toBe('titleId=t+1&sort=readers-desc&metrics=views');
  });
});

describe('statsParams', () => {
  it('carries the range and metrics only, to open the same view on the other screen', () => {
    expect(
      statsParams(new URLSearchParams('from=2026-02-01&to=2026-02-10&metrics=views&titleId=x')),
    ).toEqual({ from: '2026-02-01', to: '2026-02-10', metrics: 'views' });
    expect(statsParams(new URLSearchParams('range=30d&sort=views-desc'))).toEqual({
      range: '30d',
    });
  });
});
