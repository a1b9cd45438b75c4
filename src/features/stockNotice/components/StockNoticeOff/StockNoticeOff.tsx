import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

const Notice = styled.p`
  margin: 0 0 16px;
  padding: 12px 16px;
  border-radius: var(--radius-control);
  background: var(--color-info-tint);
  color: var(--color-text);
`;

/** What the unsubscribe link of a «Снова в наличии» mail answers (`?stock_notice=`). */
const STOCK_NOTICE_OFF_TEXTS = {
  off: 'Готово: письма о поступлении этого товара больше не придут.',
  unknown: 'Эта ссылка из письма уже не действует: уведомление о поступлении отменено раньше.',
} as const;

/**
 * The page the unsubscribe link of a notice mail leads to says how it went (issue 26 point 3):
 * the product's page after `?stock_notice=off`, the home page after `?stock_notice=unknown`.
 */
export function StockNoticeOff() {
  const result = new URLSearchParams(useLocation().search).get('stock_notice');
  if (result !== 'off' && result !== 'unknown') return null;
  return <Notice role="status">{STOCK_NOTICE_OFF_TEXTS[result]}</Notice>;
}
