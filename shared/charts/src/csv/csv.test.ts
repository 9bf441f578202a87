import { buildCsv, csvFileName, downloadCsv, type CsvColumn } from './csv';

const BOM = '\uFEFF';

interface Line {
  name: string;
  amount: number | null;
}

const columns: CsvColumn<Line>[] = [
  { header: '名稱', value: (row) => row.name },
  { header: '金額', value: (row) => row.amount, type: 'number' },
];

/** The CSV without its BOM, split into lines (the last CRLF ends the last line). */
function linesOf(csv: string): string[] {
  expect(csv.endsWith('\r\n')).toBe(true);
  return csv.slice(BOM.length, -2).split('\r\n');
}

describe('buildCsv', () => {
  it('starts with a UTF-8 byte order mark so Excel reads zh-TW text as UTF-8', () => {
    const csv = buildCsv(columns, [{ name: '章節銷售', amount: 1 }]);
    expect(csv.startsWith(BOM)).toBe(true);
    const bytes = new TextEncoder().encode(csv);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toContain('章節銷售');
  });

  it('writes a header line and one CRLF-terminated line per row', () => {
    const csv = buildCsv(columns, [
      { name: 'a', amount: 1 },
      { name: 'b', amount: 2 },
    ]);
    expect(linesOf(csv)).toEqual(['"名稱","金額"', '"a",1', '"b",2']);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes only the header for no rows', () => {
    expect(linesOf(buildCsv(columns, []))).toEqual(['"名稱","金額"']);
  });

  it('quotes commas, doubles quotes and keeps line breaks inside the cell (RFC 4180)', () => {
    const csv = buildCsv(columns, [
      { name: 'a,b', amount: 1 },
      { name: 'say "hi"', amount: 2 },
      { name: 'line1\r\nline2\nline3', amount: 3 },
    ]);
    expect(csv.slice(BOM.length)).toBe(
      '"名稱","金額"\r\n"a,b",1\r\n"say ""hi""",2\r\n"line1\r\nline2\nline3",3\r\n',
    );
  });

  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', `"'+1+1"`],
    ['-1500', `"'-1500"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises the text cell %j so no formula runs', (name, cell) => {
    const [, line] = linesOf(buildCsv(columns, [{ name, amount: 0 }]));
    expect(line).toBe(`${cell},0`);
  });

  it('neutralises a header that starts like a formula too', () => {
    const csv = buildCsv([{ header: '=cmd', value: () => 'x' }], [{}]);
    expect(linesOf(csv)[0]).toBe(`"'=cmd"`);
  });

  it('leaves text that merely contains = or - alone', () => {
    const [, line] = linesOf(buildCsv(columns, [{ name: 'a=b-c', amount: 0 }]));
    expect(line).toBe('"a=b-c",0');
  });

  it('writes numbers plain: no separators, negatives stay numbers, missing ones empty', () => {
    const csv = buildCsv(columns, [
      { name: 'big', amount: 1234567 },
      { name: 'refund', amount: -1500 },
      { name: 'rate', amount: 12.5 },
      { name: 'none', amount: null },
      { name: 'nan', amount: Number.NaN },
    ]);
    expect(linesOf(csv).slice(1)).toEqual([
      '"big",1234567',
      '"refund",-1500',
      '"rate",12.5',
      '"none",""',
      '"nan",""',
    ]);
  });

  it('writes dates, times and months in Asia/Taipei', () => {
    // 2026-11-30T17:30:00Z is 01:30 on 1 December in Taipei (UTC+8).
    const instant = '2026-11-30T17:30:00Z';
    const dateColumns: CsvColumn<{ at: string | Date }>[] = [
      { header: 'date', value: (row) => row.at, type: 'date' },
      { header: 'datetime', value: (row) => row.at, type: 'datetime' },
      { header: 'month', value: (row) => row.at, type: 'month' },
    ];
    const csv = buildCsv(dateColumns, [{ at: instant }, { at: new Date(instant) }]);
    expect(linesOf(csv).slice(1)).toEqual([
      '"2026-12-01","2026-12-01 01:30:00","2026-12"',
      '"2026-12-01","2026-12-01 01:30:00","2026-12"',
    ]);
  });

  it('keeps an API day or month as that Taipei day or month', () => {
    const csv = buildCsv(
      [
        { header: 'day', value: () => '2026-11-01', type: 'date' },
        { header: 'month', value: () => '2026-11', type: 'month' },
      ],
      [{}],
    );
    expect(linesOf(csv)[1]).toBe('"2026-11-01","2026-11"');
  });
});

describe('csvFileName', () => {
  it('names a month range with both ends', () => {
    expect(csvFileName('revenue-report', { from: '2025-12', to: '2026-11', unit: 'month' })).toBe(
      'revenue-report_2025-12_2026-11.csv',
    );
  });

  it('names a day range in Taipei dates', () => {
    // 16:30 UTC on 31 Oct is already 1 Nov in Taipei.
    expect(csvFileName('data-center', { from: '2026-10-31T16:30:00Z', to: '2026-11-30' })).toBe(
      'data-center_2026-11-01_2026-11-30.csv',
    );
  });

  it('names a single day once', () => {
    expect(csvFileName('data-center', { from: '2026-11-05', to: '2026-11-05' })).toBe(
      'data-center_2026-11-05.csv',
    );
  });

  it('drops characters no file system accepts', () => {
    expect(csvFileName('作品/數據:統計?')).toBe('作品-數據-統計-.csv');
  });
});

describe('downloadCsv', () => {
  it('downloads the text as a UTF-8 CSV file under the given name', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = jest.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const clicked: { download: string; href: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });

    downloadCsv('report.csv', `${BOM}"a"\r\n`);

    expect(clicked).toEqual([{ download: 'report.csv', href: 'blob:csv' }]);
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(document.querySelector('a[download]')).toBeNull();
    click.mockRestore();
  });
});
