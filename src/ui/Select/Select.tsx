import { useId, type ComponentPropsWithRef } from 'react';
import { Field, fieldAria, type FieldTextProps } from '@ui/Input';
import { NativeSelect } from './NativeSelect';

interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends FieldTextProps, Omit<ComponentPropsWithRef<'select'>, 'children'> {
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** A first empty choice ('Выберите город'), selected while the value is ''. */
  placeholder?: string;
}

/** A labelled native select with the shop's look. */
export function Select({
  label,
  hideLabel,
  hint,
  error,
  id: idProp,
  options,
  placeholder,
  ...selectProps
}: SelectProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field id={id} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <NativeSelect id={id} {...fieldAria(id, { hint, error })} {...selectProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
