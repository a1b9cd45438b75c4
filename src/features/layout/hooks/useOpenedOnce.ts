import { useState } from 'react';

/**
 * True from the first time `open` is true: a popup loads its data when first opened and keeps it,
 * so its content stays in place while it plays its closing motion and when it opens again.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React docs, "storing information from previous renders").
  if (open && !opened) setOpened(true);
  return opened || open;
}
