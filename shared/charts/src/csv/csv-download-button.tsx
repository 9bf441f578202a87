import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { toast, useErrorMessage, useSubmit } from '@creator/ui';
import Button from 'antd/es/button';
import type { ButtonProps } from 'antd';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useCsvMessages } from './messages';
import { buildCsv, downloadCsv, type CsvColumn } from './csv';

/**
 * Clicks this soon after a download belong to the same intent: the second click of a double
 * click, or a held Enter key repeating.
 */
export const REPEAT_GUARD_MS = 1000;

export interface CsvDownloadButtonProps<Row> extends Omit<
  ButtonProps,
  'onClick' | 'loading' | 'icon' | 'children'
> {
  /** The file's name, e.g. csvFileName('revenue-report', range); read at click time. */
  fileName: string | (() => string);
  columns: readonly CsvColumn<Row>[];
  /**
   * Produces the rows when the author asks for the file, not before; may fetch (a Promise). A
   * failure shows an error toast and downloads nothing.
   */
  rows: () => readonly Row[] | Promise<readonly Row[]>;
  /** Button label; default 'Download CSV' in the UI language. */
  children?: ReactNode;
}

/**
 * A button that builds the CSV when clicked and downloads it once per click intent. useSubmit
 * ignores clicks while the rows are still coming; building and saving the file is so quick that
 * a double click's second click or a held Enter would arrive after it, so clicks that soon after
 * a download are ignored too.
 */
export function CsvDownloadButton<Row>({
  fileName,
  columns,
  rows,
  children,
  ...buttonProps
}: CsvDownloadButtonProps<Row>) {
  const messages = useCsvMessages();
  const errorMessage = useErrorMessage();
  const lastDownloadAt = useRef(Number.NEGATIVE_INFINITY);
  const download = useSubmit(
    async () => {
      const data = await rows();
      downloadCsv(typeof fileName === 'function' ? fileName() : fileName, buildCsv(columns, data));
      lastDownloadAt.current = Date.now();
    },
    { onError: (error) => toast.error(errorMessage(error)) },
  );

  const onClick = (event: MouseEvent<HTMLElement>) => {
    // detail counts the clicks of a multi-click; keyboard activation reports 0.
    if (event.detail > 1 || Date.now() - lastDownloadAt.current < REPEAT_GUARD_MS) return;
    void download.run();
  };

  return (
    <Button
      {...buttonProps}
      icon={<DownloadOutlined />}
      loading={download.pending}
      onClick={onClick}
    >
      {children ?? messages.downloadCsv}
    </Button>
  );
}
