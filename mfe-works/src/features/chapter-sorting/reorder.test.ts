import {
  indexAfterMove,
  move,
  moveBy,
  moveToPosition,
  movedChapters,
  parseTargetPosition,
  sameOrder,
} from './reorder';

const abcde = ['a', 'b', 'c', 'd', 'e'] as const;

describe('move', () => {
  it('moves an item down: the ones it passes shift up', () => {
    expect(move(abcde, 1, 3)).toEqual(['a', 'c', 'd', 'b', 'e']);
  });

  it('moves an item up: the ones it passes shift down', () => {
    expect(move(abcde, 4, 0)).toEqual(['e', 'a', 'b', 'c', 'd']);
  });

  it('moves to either end', () => {
    expect(move(abcde, 0, 4)).toEqual(['b', 'c', 'd', 'e', 'a']);
    expect(move(abcde, 2, 0)).toEqual(['c', 'a', 'b', 'd', 'e']);
  });

  it('leaves the input untouched', () => {
    const ids = ['a', 'b', 'c'];
    move(ids, 0, 2);
    expect(ids).toEqual(['a', 'b', 'c']);
  });

  it('returns the same array when nothing moves or an index is outside the order', () => {
    expect(move(abcde, 2, 2)).toBe(abcde);
    expect(move(abcde, -1, 2)).toBe(abcde);
    expect(move(abcde, 1, 5)).toBe(abcde);
    expect(move(abcde, 1.5, 2)).toBe(abcde);
    expect(move([], 0, 0)).toEqual([]);
  });

  it('keeps every id exactly once on a long list', () => {
    const ids = Array.from({ length: 5000 }, (_, index) => `c${index}`);
    const next = move(ids, 10, 4990);
    expect(next).toHaveLength(5000);
    expect(new Set(next).size).toBe(5000);
    expect(next[4990]).toBe('c10');
    expect(next[10]).toBe('c11');
  });
});

describe('indexAfterMove', () => {
  it('agrees with move for every item, source and target of a small order', () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    for (let from = 0; from < ids.length; from += 1) {
      for (let to = 0; to < ids.length; to += 1) {
        const moved = move(ids, from, to);
        ids.forEach((id, index) => {
          expect(indexAfterMove(index, from, to)).toBe(moved.indexOf(id));
        });
      }
    }
  });
});

describe('moveToPosition', () => {
  it('puts the id at the 1-based position', () => {
    expect(moveToPosition(abcde, 'a', 3)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(moveToPosition(abcde, 'e', 1)).toEqual(['e', 'a', 'b', 'c', 'd']);
    expect(moveToPosition(abcde, 'b', 5)).toEqual(['a', 'c', 'd', 'e', 'b']);
  });

  it('changes nothing for an unknown id, the current position or one outside 1..N', () => {
    expect(moveToPosition(abcde, 'x' as never, 1)).toBe(abcde);
    expect(moveToPosition(abcde, 'c', 3)).toBe(abcde);
    expect(moveToPosition(abcde, 'c', 0)).toBe(abcde);
    expect(moveToPosition(abcde, 'c', 6)).toBe(abcde);
  });
});

describe('moveBy', () => {
  it('moves one place up or down', () => {
    expect(moveBy(abcde, 'c', -1)).toEqual(['a', 'c', 'b', 'd', 'e']);
    expect(moveBy(abcde, 'c', 1)).toEqual(['a', 'b', 'd', 'c', 'e']);
  });

  it('changes nothing past either end or for an unknown id', () => {
    expect(moveBy(abcde, 'a', -1)).toBe(abcde);
    expect(moveBy(abcde, 'e', 1)).toBe(abcde);
    expect(moveBy(abcde, 'x' as never, 1)).toBe(abcde);
  });
});

describe('sameOrder', () => {
  it('compares places, not just members', () => {
    expect(sameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
    expect(sameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
    expect(sameOrder(['a', 'b'], ['a', 'b', 'c'])).toBe(false);
  });
});

describe('parseTargetPosition', () => {
  it('accepts whole numbers from 1 to the number of chapters', () => {
    expect(parseTargetPosition('1', 5)).toEqual({ ok: true, position: 1 });
    expect(parseTargetPosition('5', 5)).toEqual({ ok: true, position: 5 });
    expect(parseTargetPosition('  3 ', 5)).toEqual({ ok: true, position: 3 });
    expect(parseTargetPosition('007', 5000)).toEqual({ ok: true, position: 7 });
  });

  it('reads full-width digits', () => {
    expect(parseTargetPosition('１２', 20)).toEqual({ ok: true, position: 12 });
  });

  it('refuses an empty input', () => {
    expect(parseTargetPosition('   ', 5)).toEqual({ ok: false, reason: 'empty' });
  });

  it('refuses what is not a whole number', () => {
    for (const input of ['abc', '2.5', '-1', '+2', '1e3', '3 4', '三']) {
      expect(parseTargetPosition(input, 5000)).toEqual({ ok: false, reason: 'notANumber' });
    }
  });

  it('refuses a position outside 1..N', () => {
    expect(parseTargetPosition('0', 5)).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseTargetPosition('6', 5)).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseTargetPosition('99999999999999999999', 5)).toEqual({
      ok: false,
      reason: 'outOfRange',
    });
  });
});

describe('movedChapters', () => {
  it('lists the chapters the author moved with their original and new positions', () => {
    const ids = move(abcde, 0, 2); // b c a d e
    expect(movedChapters(abcde, ids, new Set(['a']))).toEqual(new Map([['a', { from: 1, to: 3 }]]));
  });

  it('does not count chapters that only shifted because another moved past them', () => {
    const ids = move(abcde, 4, 0); // e a b c d
    const moved = movedChapters(abcde, ids, new Set(['e']));
    expect([...moved.keys()]).toEqual(['e']);
  });

  it('forgets a chapter moved back to where it started', () => {
    const there = move(abcde, 1, 3);
    const back = move(there, 3, 1);
    expect(movedChapters(abcde, back, new Set(['b'])).size).toBe(0);
  });

  it('counts every moved chapter once', () => {
    const first = move(abcde, 0, 2); // b c a d e
    const second = move(first, 4, 0); // e b c a d
    expect(movedChapters(abcde, second, new Set(['a', 'e']))).toEqual(
      new Map([
        ['e', { from: 5, to: 1 }],
        ['a', { from: 1, to: 4 }],
      ]),
    );
  });
});
