export { TreeSelect, type TreeSelectProps } from './TreeSelect';
export {
  flattenTree,
  type TreeSelectItem,
  type TreeSelectExtra,
  type TreeSelectOption,
} from './flattenTree';
