export { SortSelect, type SortSelectProps } from './SortSelect';
export { SortedCount, type SortedCountProps } from './SortedCount';
