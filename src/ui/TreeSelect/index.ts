export { TreeSelect } from './TreeSelect';
export { type TreeSelectItem, type TreeSelectExtra } from './flattenTree';
