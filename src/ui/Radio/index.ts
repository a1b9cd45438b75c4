export { Radio } from './Radio';
export { RadioGroup } from './RadioGroup';
