import type { Ref } from 'react';
import styled from 'styled-components';
import { Button } from '@ui/Button';
import { up } from '@ui/tokens';
import { CONSENT_DOCUMENT_PATH } from '@shared';
import { RouterLink } from '@features/page';
import { LAYOUT_TEXTS } from '../../layoutTexts';

// Fixed to the viewport, so it never pushes the page (CLS 0): a bar along the bottom on phones,
// a card in the bottom-left corner from md, clear of the scroll-to-top button on the right.
const Root = styled.div`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: var(--z-sticky);
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px 16px;
  padding: 12px 16px;
  border-top: 1px solid var(--color-border);
  background: var(--color-surface);
  box-shadow: var(--shadow-popup);
  ${up('md')} {
    right: auto;
    bottom: 24px;
    left: 24px;
    max-width: 520px;
    padding: 16px 20px;
    border: 1px solid var(--color-border);
    border-radius: var(--radius-popup);
  }
`;

const Text = styled.p`
  flex: 1 1 260px;
  margin: 0;
  font-size: var(--font-size-sm);
  line-height: 1.4;
`;

export interface CookieNoticeViewProps {
  /** «Понятно» was pressed: remember it and hide the notice. */
  onDismiss: () => void;
  /** The notice's element, for the container to measure. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The cookie notice of issue 27 point 5: the text, «Подробнее» to the consent document and
 * «Понятно». A labelled region the keyboard reaches in its place in the page, after the footer:
 * it neither takes focus when it appears nor keeps it.
 */
export function CookieNoticeView({ onDismiss, ref }: CookieNoticeViewProps) {
  return (
    <Root ref={ref} role="region" aria-label={LAYOUT_TEXTS.cookieNoticeLabel}>
      <Text>
        {LAYOUT_TEXTS.cookieNotice}{' '}
        <RouterLink href={CONSENT_DOCUMENT_PATH}>{LAYOUT_TEXTS.cookieNoticeMore}</RouterLink>
      </Text>
      <Button type="button" onClick={onDismiss}>
        {LAYOUT_TEXTS.cookieNoticeDismiss}
      </Button>
    </Root>
  );
}
