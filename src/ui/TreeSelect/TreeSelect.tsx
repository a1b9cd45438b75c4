import { useId, useMemo } from 'react';
import { Field, fieldAria, type FieldTextProps } from '@ui/Input';
import { NativeSelect } from '@ui/Select';
import { flattenTree, type TreeSelectExtra, type TreeSelectItem } from './flattenTree';

export interface TreeSelectProps extends FieldTextProps {
  /** The tree, nested through `children` or flat with `depth`. */
  items: readonly TreeSelectItem[];
  /** Entries before the tree, such as the default section { id: 0, label: 'По-умолчанию' }. */
  extraItems?: readonly TreeSelectExtra[];
  /** The chosen id; null shows the placeholder. */
  value: number | null;
  /** Called with the chosen id. */
  onChange: (id: number) => void;
  /** The first, empty choice shown while nothing is chosen ('Выберите раздел'). */
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
}

/** A select over a tree, each option indented with bullets by its depth (spec §2 filter config). */
export function TreeSelect({
  label,
  hideLabel,
  hint,
  error,
  items,
  extraItems = [],
  value,
  onChange,
  placeholder,
  disabled,
  id: idProp,
  name,
}: TreeSelectProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const options = useMemo(() => [...extraItems, ...flattenTree(items)], [extraItems, items]);
  return (
    <Field id={id} label={label} hideLabel={hideLabel} hint={hint} error={error}>
      <NativeSelect
        id={id}
        name={name}
        disabled={disabled}
        value={value === null ? '' : String(value)}
        onChange={(event) => {
          if (event.target.value !== '') onChange(Number(event.target.value));
        }}
        {...fieldAria(id, { hint, error })}
      >
        {(placeholder !== undefined || value === null) && (
          <option value="" disabled>
            {placeholder ?? ''}
          </option>
        )}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Field>
  );
}
