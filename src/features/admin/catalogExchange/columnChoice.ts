import type { CsvColumn, ExchangeColumn } from '@features/api';

/** Issue 14: the columns a first export needs to be re-imported and read by a person. */
export const DEFAULT_PARAMETERS = ['ID', 'CODE', 'NAME', 'ACTIVE', 'SECTION_ID'];
export const DEFAULT_CATALOG = ['PRICE_BASE', 'STOCK'];

/** The codes of `columns` that are in `defaults`, in the columns' order. */
export const defaultCodes = (columns: readonly ExchangeColumn[], defaults: readonly string[]) =>
  columns.filter((column) => defaults.includes(column.CODE)).map((column) => column.CODE);

/** The chosen codes in the columns' order, which is the order of the file's columns. */
export const inColumnOrder = (columns: readonly ExchangeColumn[], chosen: ReadonlySet<string>) =>
  columns.filter((column) => chosen.has(column.CODE)).map((column) => column.CODE);

/** The CSV column descriptions (issue 13) by column code, for the help beside each column. */
export const columnHelp = (columnsInfo: readonly CsvColumn[]): ReadonlyMap<string, string> =>
  new Map(
    columnsInfo
      .filter((column) => column.DESCRIPTION.trim() !== '')
      .map((column) => [column.CODE, column.DESCRIPTION]),
  );
