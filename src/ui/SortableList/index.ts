export { SortableList, type SortableListProps } from './SortableList';
export { sortableAnnouncements, sortableInstructions } from './sortableAnnouncements';
