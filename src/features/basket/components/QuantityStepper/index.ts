export { QuantityStepper, MAX_LINE_QUANTITY, type QuantityStepperProps } from './QuantityStepper';
