import { LAYOUT_TEXTS } from '../../layoutTexts';
import { HeaderActionContent, HeaderActionLink } from './HeaderAction';

/** R-LAYOUT-8: links to the checkout, /personal/order/make/, with the basket's item count. */
export function BasketIcon({ count }: { count: number }) {
  return (
    <HeaderActionLink href="/personal/order/make/">
      <HeaderActionContent icon="basket" caption={LAYOUT_TEXTS.basket} count={count} />
    </HeaderActionLink>
  );
}
