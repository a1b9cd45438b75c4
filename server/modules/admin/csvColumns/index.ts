export { csvColumnsRoutes } from './routes';
export { normaliseCell } from './normalise';
export { allColumns, type CsvColumn } from './queries';
