export { Table, type TableColumn, type TableProps } from './Table';
export { EditableCell, type EditableCellProps } from './EditableCell';
