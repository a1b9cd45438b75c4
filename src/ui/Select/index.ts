export { Select, type SelectProps, type SelectOption } from './Select';
export { NativeSelect } from './NativeSelect';
