const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A share or a difference of shares with at most one decimal: 48.04 -> '48', 62.36 -> '62.4'. */
export const formatShare = (value: number) => oneDecimal.format(value);

/**
 * How a chapter is named in a sentence: its own name when that already says which chapter it is
 * ('第14章 相遇'), otherwise its position and name ('第 14 章「相遇」').
 */
export function chapterLabel(
  order: number,
  name: string,
  numbered: (order: number, name: string) => string,
): string {
  const saysItsNumber = new RegExp(`第\\s*${order}\\s*章|chapter\\s*${order}\\b`, 'i');
  return saysItsNumber.test(name) ? name : numbered(order, name);
}
