export { QuantityStepper } from './QuantityStepper';
export { useFocusHandOver } from './useFocusHandOver';
