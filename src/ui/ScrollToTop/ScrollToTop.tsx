import styled from 'styled-components';
import { useDevice, useScrollY } from '@ui/hooks';
import { Icon } from '@ui/Icon';
import { prefersReducedMotion } from '@ui/Modal';

/**
 * The button appears once the page is scrolled further down than this.
 * @internal exported for a test only
 */
export const SCROLL_TO_TOP_AFTER_PX = 600;

const Button = styled.button`
  position: fixed;
  right: 24px;
  bottom: 24px;
  z-index: var(--z-sticky);
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 1px solid var(--color-border);
  border-radius: 50%;
  background: var(--color-surface);
  color: var(--color-brand);
  box-shadow: var(--shadow-hover);
  cursor: pointer;
  &:hover {
    background: var(--color-brand-tint);
  }
`;

/**
 * A round button in the bottom-right corner that scrolls the page back to the top, on desktops
 * only (spec §2; the device info of R-LAYOUT-15). It is never in the server's markup: the page
 * starts at the top, and the device is known only once mounted.
 */
export function ScrollToTop() {
  const scrollY = useScrollY();
  const { desktop } = useDevice();
  if (!desktop || scrollY <= SCROLL_TO_TOP_AFTER_PX) return null;
  return (
    <Button
      type="button"
      aria-label="Наверх"
      onClick={() =>
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
      }
    >
      <Icon name="chevron" rotate={180} />
    </Button>
  );
}
