import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import { toast, useErrorMessage, useSubmit } from '@creator/ui';
import Button from 'antd/es/button';
import type { ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { useCsvMessages } from './messages';
import { buildCsv, downloadCsv, type CsvColumn } from './csv';

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
 * ignores clicks while the rows are still coming, and the second click of a double click or a
 * held Enter that arrives after the file is saved (building it is that quick).
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
  const download = useSubmit(
    async () => {
      const data = await rows();
      downloadCsv(typeof fileName === 'function' ? fileName() : fileName, buildCsv(columns, data));
    },
    { onError: (error) => toast.error(errorMessage(error)) },
  );

  return (
    <Button
      {...buttonProps}
      icon={<DownloadOutlined />}
      loading={download.pending}
      onClick={() => void download.run()}
    >
      {children ?? messages.downloadCsv}
    </Button>
  );
}
