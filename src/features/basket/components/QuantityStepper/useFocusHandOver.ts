import { useState, type MouseEvent } from 'react';

/**
 * 'В корзину' gives way to the quantity stepper once the product is in the basket. When the
 * button had the focus (a keyboard user pressed it), the stepper takes it over (`takeFocus`),
 * rather than leaving it on the page's body with nothing said.
 */
export function useFocusHandOver() {
  const [takeFocus, setTakeFocus] = useState(false);
  const pressed = (event: MouseEvent<HTMLElement>) =>
    setTakeFocus(event.currentTarget === document.activeElement);
  return { takeFocus, pressed };
}
