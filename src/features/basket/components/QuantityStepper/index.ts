export { QuantityStepper } from './QuantityStepper';
