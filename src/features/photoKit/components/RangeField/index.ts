export { RangeField } from './RangeField';
