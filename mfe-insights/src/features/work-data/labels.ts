const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A share or a difference of shares with at most one decimal: 48.04 -> '48', 62.36 -> '62.4'. */
export const formatShare = (value: number) => oneDecimal.format(value);

const fixedDecimal = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/**
 * A share in a table column, always with one decimal (64 -> '64.0', 87.24 -> '87.2'), so that the
 * figures of a column line up at their decimal point. Sentences use formatShare.
 */
export const formatColumnShare = (value: number) => fixedDecimal.format(value);

/** '第14章', '第 14 章', 'Chapter 14': a chapter number written in a name. */
const NUMBER_IN_NAME = /第\s*(\d+)\s*章|chapter\s*(\d+)(?!\d)/gi;

/**
 * How a chapter is named in a sentence: its own name when that already says which chapter it is
 * ('第14章 相遇'), otherwise its position and name ('第 14 章「相遇」'). One pattern for every
 * chapter: a long work names thousands.
 */
export function chapterLabel(
  order: number,
  name: string,
  numbered: (order: number, name: string) => string,
): string {
  for (const match of name.matchAll(NUMBER_IN_NAME)) {
    if (Number(match[1] ?? match[2]) === order) return name;
  }
  return numbered(order, name);
}
