import { useState } from 'react';
import type { ConsentCheckboxProps } from './components/ConsentCheckbox/ConsentCheckbox';

/**
 * The state of a form's consent box: unticked at first; `confirm` on sending answers whether it
 * is ticked and, when it is not, shows the refusal under it until the box is ticked.
 */
export function useConsentBox() {
  const [checked, setChecked] = useState(false);
  const [refused, setRefused] = useState(false);
  const box: ConsentCheckboxProps = {
    checked,
    invalid: refused && !checked,
    onChange: setChecked,
  };
  const confirm = () => {
    setRefused(!checked);
    return checked;
  };
  return { box, confirm };
}
