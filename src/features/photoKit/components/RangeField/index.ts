export { RangeField, type RangeFieldProps } from './RangeField';
