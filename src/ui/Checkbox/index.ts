export {
  Checkbox,
  CheckboxLook,
  ChoiceCount,
  ChoiceText,
  type CheckboxLookProps,
  type CheckboxProps,
} from './Checkbox';
