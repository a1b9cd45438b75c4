// Staff's column mapping and new value choices of an import job (issue 25 points 1 and 2).
export { columnMappingFor } from './columns';
export { ImportChoices, type StoredChoices } from './session';
export { choicesView, updateChoices } from './choices';
