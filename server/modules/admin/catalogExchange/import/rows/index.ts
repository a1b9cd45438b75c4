// Reading and checking a catalogue CSV (issue 14 points 6 and 7); the job in ../jobs drives it.
export type * from './types';
export { sniffFile } from './sniff';
export { readRecords, type RecordReader } from './records';
export { loadCheckContext, type CheckContext } from './context';
export { planHeader, type HeaderPlan } from './header';
export {
  isParsedRow,
  keysOf,
  newSeenKeys,
  parseRow,
  type ParsedRow,
  type SeenKeys,
} from './parseRow';
export { missingColumnMessage, resolveRow } from './resolveRow';
export { storableText } from './storable';
