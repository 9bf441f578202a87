// '@creator/charts/csv': building CSV files and downloading them. Light (no chart library).
export {
  buildCsv,
  csvFileName,
  downloadCsv,
  type CsvColumn,
  type CsvColumnType,
  type CsvRange,
  type CsvValue,
} from './csv';
export { CsvDownloadButton, type CsvDownloadButtonProps } from './csv-download-button';
