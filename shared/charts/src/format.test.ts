import { formatExact, formatShort, taipeiTime } from './format';

describe('chart value formats', () => {
  it('abbreviates counts and money with one decimal and keeps percentages exact', () => {
    expect(formatShort(1_234_567, 'number')).toBe('1.2M');
    expect(formatShort(999, 'number')).toBe('999');
    expect(formatShort(12_345, 'currency')).toBe('NT$12.3K');
    expect(formatShort(-1_500, 'currency')).toBe('-NT$1.5K');
    expect(formatShort(87.54, 'percent')).toBe('87.5%');
  });

  it('writes exact values with separators', () => {
    expect(formatExact(1_234_567, 'number')).toBe('1,234,567');
    expect(formatExact(-1_500, 'currency')).toBe('-NT$1,500');
    expect(formatExact(100, 'percent')).toBe('100%');
    expect(formatExact(Number.NaN, 'number')).toBe('-');
  });
});

describe('taipeiTime', () => {
  it('reads an API day or month as midnight in Taipei, whatever the machine zone', () => {
    // Read as the machine's local midnight instead, it would be the day before in Taipei on
    // machines east of Taipei (Tokyo) and 8 hours off everywhere but UTC+8.
    expect(taipeiTime('2026-11-01').toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(taipeiTime('2026-11-01').format('YYYY-MM-DD')).toBe('2026-11-01');
    expect(taipeiTime('2026-11').toISOString()).toBe('2026-10-31T16:00:00.000Z');
  });

  it('puts an instant on its Taipei day', () => {
    expect(taipeiTime('2026-11-30T17:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2026-12-01 01:30');
  });
});
