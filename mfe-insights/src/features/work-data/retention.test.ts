import type { ChapterOverall } from '@creator/api/contract';
import { retentionOf } from './retention';

function chapter(order: number, readers: number, state: ChapterOverall['state'] = 'PUBLISHED') {
  return {
    chapterId: `c${order}`,
    displayName: `第${order}章`,
    order,
    state,
    readers,
    views: readers * 2,
    comments: 0,
    paidUnlocks: 0,
    ticketUses: 0,
  } satisfies ChapterOverall;
}

describe('retentionOf', () => {
  it('gives each published chapter its readers as a share of chapter 1’s, in reading order', () => {
    const retention = retentionOf([chapter(3, 250), chapter(1, 1000), chapter(2, 600)]);
    expect(retention.kind).toBe('curve');
    if (retention.kind !== 'curve') return;
    expect(retention.points.map((point) => [point.order, point.retention])).toEqual([
      [1, 100],
      [2, 60],
      [3, 25],
    ]);
  });

  it('names the largest fall between neighbours, in percentage points', () => {
    // Falls: 1->2 10 points, 2->3 35 points, 3->4 5 points, then up again.
    const retention = retentionOf([
      chapter(1, 1000),
      chapter(2, 900),
      chapter(3, 550),
      chapter(4, 500),
      chapter(5, 520),
    ]);
    if (retention.kind !== 'curve') throw new Error(retention.kind);
    expect(retention.largestDrop).toMatchObject({
      from: { order: 2, readers: 900 },
      to: { order: 3, readers: 550 },
      points: expect.closeTo(35, 6),
    });
    // 350 of chapter 2's 900 readers did not read chapter 3.
    expect(retention.largestDrop?.lostPercent).toBeCloseTo(38.89, 2);
  });

  it('takes the earlier chapter when two falls are the same size', () => {
    const retention = retentionOf([chapter(1, 100), chapter(2, 80), chapter(3, 60)]);
    if (retention.kind !== 'curve') throw new Error(retention.kind);
    expect(retention.largestDrop?.to.order).toBe(2);
  });

  it('leaves drafts and scheduled chapters out of the curve', () => {
    const retention = retentionOf([
      chapter(1, 400),
      chapter(2, 300),
      chapter(3, 0, 'SCHEDULED'),
      chapter(4, 0, 'DRAFT'),
    ]);
    if (retention.kind !== 'curve') throw new Error(retention.kind);
    expect(retention.points.map((point) => point.order)).toEqual([1, 2]);
    expect(retention.largestDrop?.to.order).toBe(2);
  });

  it('measures from the first published chapter when an earlier one is still a draft', () => {
    const retention = retentionOf([chapter(1, 0, 'DRAFT'), chapter(2, 200), chapter(3, 150)]);
    if (retention.kind !== 'curve') throw new Error(retention.kind);
    expect(retention.points.map((point) => point.retention)).toEqual([100, 75]);
  });

  it('has no largest drop when the curve never falls, and can rise above 100%', () => {
    const retention = retentionOf([chapter(1, 100), chapter(2, 100), chapter(3, 130)]);
    if (retention.kind !== 'curve') throw new Error(retention.kind);
    expect(retention.largestDrop).toBeNull();
    expect(retention.points.at(-1)?.retention).toBe(130);
  });

  it('has no curve without a published chapter or without readers of the first one', () => {
    expect(retentionOf([])).toEqual({ kind: 'noPublished' });
    expect(retentionOf([chapter(1, 0, 'DRAFT')])).toEqual({ kind: 'noPublished' });
    expect(retentionOf([chapter(1, 0), chapter(2, 10)])).toMatchObject({
      kind: 'noFirstReaders',
      first: { order: 1 },
    });
  });

  it('reads 5,000 chapters', () => {
    const chapters = Array.from({ length: 5000 }, (_, index) =>
      chapter(index + 1, Math.round(100_000 / Math.sqrt(index + 1))),
    );
    const retention = retentionOf(chapters);
    if (retention.kind !== 'curve') throw new Error(retention.kind);
    expect(retention.points).toHaveLength(5000);
    // 1/sqrt(n) falls most between the first two chapters.
    expect(retention.largestDrop?.to.order).toBe(2);
  });
});
