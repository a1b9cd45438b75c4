import { expect, waitFor } from 'storybook/test';

/**
 * Puts focus on `element` and waits until it holds there, so a key a play function presses next
 * reaches the dialog around it (Modal and Drawer handle Escape on their panel, not on the page).
 * A dialog open from the first render takes focus as it mounts, but on a busy machine Storybook's
 * 'preparing' screen can hide everything on <body> (the dialog's portal too) at that very moment,
 * and a hidden element cannot take focus: the focus stays on the page and the key goes to <body>.
 * Once the dialog shows, focus goes where a person's would be.
 */
export async function holdFocus(element: HTMLElement) {
  await waitFor(() => {
    element.focus();
    expect(element).toHaveFocus();
  });
}
