// Reading and checking a catalogue CSV (issue 14 points 6 and 7); the job in ../jobs drives it.
export type * from './types';
export { sniffFile, sniffBytes } from './sniff';
export { readRecords, type ReadOptions, type RecordReader } from './records';
export {
  buildCheckContext,
  loadCheckContext,
  requiredProperties,
  type CheckContext,
  type CheckContextRows,
  type PropertyInfo,
  type SectionInfo,
} from './context';
export {
  planHeader,
  NO_KEY_COLUMN,
  type ColumnTarget,
  type HeaderPlan,
  type HeaderResult,
  type PlannedColumn,
} from './header';
export {
  isParsedRow,
  keysOf,
  newSeenKeys,
  parseRow,
  type ParsedRow,
  type SeenKeys,
} from './parseRow';
export { resolveRow } from './resolveRow';
export { storableText } from './storable';
