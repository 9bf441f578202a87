import { taipeiWallClock, type DateInput } from '@creator/ui';
import { asString, generateCsv, mkConfig } from 'export-to-csv';

/**
 * How a column's values are written:
 * - 'text': as given, quoted; a value that a spreadsheet would run as a formula is neutralised;
 * - 'number': a plain number (1234567, -1500, 12.5): no thousands separators, no currency sign,
 *   so a spreadsheet reads it as a number; missing or non-finite values are left empty;
 * - 'date' / 'datetime' / 'month': the Asia/Taipei calendar day ('2026-11-05'), time
 *   ('2026-11-05 14:30:00') or month ('2026-11') of an instant, whatever the browser's zone.
 */
export type CsvColumnType = 'text' | 'number' | 'date' | 'datetime' | 'month';

export type CsvValue = string | number | Date | null | undefined;

export interface CsvColumn<Row> {
  /** Header cell, in the UI language. */
  header: string;
  value: (row: Row) => CsvValue;
  /** Default 'text'. */
  type?: CsvColumnType;
}

const MONTH_ONLY = /^\d{4}-\d{2}$/;

/**
 * 'YYYY-MM-DD HH:mm:ss' on the Taipei wall clock; undefined for what is not a time. A bare month
 * 'YYYY-MM' (how the API names one) is that Taipei month, as a bare day is that day. Through
 * Intl (taipeiWallClock), not dayjs: a screen with a CSV button does not load dayjs and its time
 * zone plugins for it.
 */
function taipeiStamp(value: DateInput): string | undefined {
  const clock = taipeiWallClock(
    typeof value === 'string' && MONTH_ONLY.test(value) ? `${value}-01` : value,
  );
  return clock && `${clock.day} ${clock.time}`;
}

/** How much of a Taipei stamp each date type writes. */
const STAMP_LENGTH = { date: 10, datetime: 19, month: 7 } as const;

function cellOf(value: CsvValue, type: CsvColumnType): string | number {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'number') {
    const number = typeof value === 'number' ? value : Number.NaN;
    return Number.isFinite(number) ? number : '';
  }
  if (type === 'text' && !(value instanceof Date)) return String(value);
  const stamp = taipeiStamp(value);
  return stamp ? stamp.slice(0, STAMP_LENGTH[type === 'text' ? 'datetime' : type]) : '';
}

/**
 * CSV text for a spreadsheet: UTF-8 with a byte order mark (so Excel opens zh-TW text as
 * UTF-8 rather than the system code page), one header line, CRLF line ends and RFC 4180 quoting
 * (text cells are quoted, a quote inside is doubled, commas and line breaks stay inside the cell).
 *
 * Formula injection: a text cell starting with =, +, -, @, a tab or a carriage return would be
 * run as a formula by Excel, LibreOffice or Google Sheets; it is written with a leading
 * apostrophe ('=HYPERLINK(...)), which makes the cell plain text and shows what was typed.
 * Numbers are never touched: a 'number' column writes a JavaScript number, whose text can only
 * be digits, a point, an exponent and a leading minus (-1500), which every spreadsheet reads as
 * that number and never as a formula. So a refund of -1500 stays the number -1500, while a work
 * named "-1500" or "=1+1" (text) is neutralised.
 */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const keys = columns.map((_, index) => `c${index}`);
  const config = mkConfig({
    columnHeaders: columns.map((column, index) => ({
      key: keys[index],
      displayLabel: column.header,
    })),
    useBom: true,
    quoteStrings: true,
    escapeFormulas: true,
    fieldSeparator: ',',
    decimalSeparator: '.',
  });
  const data = rows.map((row) =>
    Object.fromEntries(
      columns.map((column, index) => [
        keys[index],
        cellOf(column.value(row), column.type ?? 'text'),
      ]),
    ),
  );
  return asString(generateCsv(config)(data));
}

/** The range a file covers: days or months, as instants or API days/months ('2026-11'). */
export interface CsvRange {
  from: DateInput;
  to: DateInput;
  /** Default 'day'. */
  unit?: 'day' | 'month';
}

/**
 * A file name from a base and the range, in Taipei dates: csvFileName('revenue-report',
 * { from: '2025-12', to: '2026-11', unit: 'month' }) is 'revenue-report_2025-12_2026-11.csv'; a
 * range of one day or month names it once. Characters that no file system accepts are dropped.
 */
export function csvFileName(base: string, range?: CsvRange): string {
  // Path separators, Windows' reserved characters and control characters.
  // eslint-disable-next-line no-control-regex
  const safeBase = base.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '-').trim() || 'export';
  if (!range) return `${safeBase}.csv`;
  const length = range.unit === 'month' ? STAMP_LENGTH.month : STAMP_LENGTH.date;
  const from = taipeiStamp(range.from)?.slice(0, length) ?? '';
  const to = taipeiStamp(range.to)?.slice(0, length) ?? '';
  return from === to ? `${safeBase}_${from}.csv` : `${safeBase}_${from}_${to}.csv`;
}

/** Saves CSV text as a file through the browser's download. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers still read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
