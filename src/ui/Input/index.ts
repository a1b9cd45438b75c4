export { Input, type InputProps } from './Input';
export { Field, fieldAria, type FieldTextProps } from './Field';
export { controlStyles } from './controlStyles';
