import { useCallback, useEffect } from 'react';

let tabbing = false;
let listening = false;

function onKeyDown(event: KeyboardEvent) {
  tabbing = event.key === 'Tab';
}

function onPointerDown() {
  tabbing = false;
}

/**
 * Tells whether the keyboard's Tab moved the focus last: the last key pressed was Tab and no
 * pointer went down since. Focus a script gives (a closing dialog handing it back to the control
 * that opened it) or a click gives is not Tab navigation. One pair of document listeners, added by
 * the first component that asks.
 */
export function useTabNavigation(): () => boolean {
  useEffect(() => {
    if (listening) return;
    listening = true;
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('pointerdown', onPointerDown, true);
  }, []);
  return useCallback(() => tabbing, []);
}
