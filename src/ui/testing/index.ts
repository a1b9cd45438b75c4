// Story helpers of the design system (never imported by shop code).
export { holdFocus } from './holdFocus';
export { EditableCell } from './EditableCell';
