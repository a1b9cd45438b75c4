export { Select } from './Select';
export { NativeSelect } from './NativeSelect';
