import { LAYOUT_TEXTS } from '../../layoutTexts';
import { HeaderActionContent, HeaderActionLink } from './HeaderAction';

/** R-LAYOUT-7: links to /favorites/; the badge shows only when the count is above 0. */
export function FavoritesIcon({ count }: { count: number }) {
  return (
    <HeaderActionLink href="/favorites/">
      <HeaderActionContent icon="heart" caption={LAYOUT_TEXTS.favorites} count={count} />
    </HeaderActionLink>
  );
}
