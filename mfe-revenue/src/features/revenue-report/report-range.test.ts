import { presets, readRange } from './report-range';

const NOW = '2026-06';

describe('readRange', () => {
  it('defaults to the twelve months up to now', () => {
    expect(readRange(null, null, NOW)).toEqual({ from: '2025-07', to: '2026-06', problems: [] });
  });

  it('keeps a valid range as it is', () => {
    expect(readRange('2025-01', '2025-12', NOW)).toEqual({
      from: '2025-01',
      to: '2025-12',
      problems: [],
    });
    expect(readRange(null, '2025-12', NOW)).toEqual({
      from: '2025-01',
      to: '2025-12',
      problems: [],
    });
  });

  it('makes a wrong range valid and says what was wrong with it', () => {
    expect(readRange('2026-03', '2025-12', NOW)).toEqual({
      from: '2025-12',
      to: '2026-03',
      problems: ['reversed'],
    });
    expect(readRange('2026-01', '2027-05', NOW)).toEqual({
      from: '2026-01',
      to: '2026-06',
      problems: ['future'],
    });
    expect(readRange('2020-01', '2026-06', NOW)).toEqual({
      from: '2023-07',
      to: '2026-06',
      problems: ['tooLong'],
    });
    expect(readRange('2027-01', '2026-03', NOW)).toEqual({
      from: '2026-03',
      to: '2026-06',
      problems: ['future', 'reversed'],
    });
    expect(readRange('May', '2026-13', NOW)).toEqual({
      from: '2025-07',
      to: '2026-06',
      problems: ['invalidMonth'],
    });
  });

  it('never reaches past the current month, whichever end asks for the future', () => {
    for (const [from, to] of [
      ['2099-01', null],
      ['2099-01', '2098-01'],
      ['2026-07', '2026-01'],
      [null, '2099-01'],
    ] as const) {
      const range = readRange(from, to, NOW);
      expect({ from, to, past: range.to <= NOW && range.from <= range.to }).toEqual({
        from,
        to,
        past: true,
      });
      expect(range.problems).toContain('future');
    }
    expect(readRange('2099-01', null, NOW)).toEqual({
      from: '2026-06',
      to: '2026-06',
      problems: ['future'],
    });
    expect(readRange(null, '2099-01', NOW)).toEqual({
      from: '2025-07',
      to: '2026-06',
      problems: ['future'],
    });
  });
});

describe('presets', () => {
  it('offers the last 6 and 12 months, this year and last year', () => {
    expect(presets(NOW)).toEqual([
      { key: 'last6', range: { from: '2026-01', to: '2026-06' } },
      { key: 'last12', range: { from: '2025-07', to: '2026-06' } },
      { key: 'thisYear', range: { from: '2026-01', to: '2026-06' } },
      { key: 'lastYear', range: { from: '2025-01', to: '2025-12' } },
    ]);
  });
});
