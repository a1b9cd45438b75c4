export { Input } from './Input';
export { Field, fieldAria, type FieldTextProps } from './Field';
export { controlStyles } from './controlStyles';
