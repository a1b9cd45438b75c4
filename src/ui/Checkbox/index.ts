export { Checkbox, CheckboxLook, ChoiceCount, ChoiceText } from './Checkbox';
