export { SortableList } from './SortableList';
