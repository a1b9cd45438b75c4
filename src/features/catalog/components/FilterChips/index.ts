export { FilterChips, type FilterChip } from './FilterChips';
