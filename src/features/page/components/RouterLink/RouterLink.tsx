import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router-dom';

type RouterLinkProps = ComponentPropsWithRef<'a'> & { href: string };

/** A path of this shop: its own anchor; anything else (`#part`, `tel:`, other sites) is Link's. */
const isShopPath = (href: string) => href.startsWith('/') && !href.startsWith('//');

/** React Router's rule: a plain left click in this tab is the router's, any other the browser's. */
const isPlainClick = (event: MouseEvent, target: string | undefined) =>
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

const urlOf = ({ pathname, search, hash }: Location) => pathname + search + hash;

/**
 * The `linkAs` adapter of `src/ui` (LinkComponent): ui links become client-side navigations.
 * A shop path is drawn as a plain anchor with one navigate hook rather than React Router's `Link`,
 * which resolves the same absolute path in a dozen hooks: a section page draws about 200 links,
 * and on the server that was a tenth of its render (docs/benchmarks.md, issue 23 point 4). The
 * click follows `Link`'s rules: the router takes a plain left click, and replaces the history
 * entry when the link leads to the url already shown.
 */
export function RouterLink({
  href,
  onClick,
  target,
  preventScrollReset,
  ...anchorProps
}: RouterLinkProps & { preventScrollReset?: boolean }) {
  const navigate = useNavigate();
  const location = useLocation();
  if (!isShopPath(href))
    return <Link to={href} onClick={onClick} target={target} {...anchorProps} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isPlainClick(event, target)) return;
    event.preventDefault();
    void navigate(href, { replace: href === urlOf(location), preventScrollReset });
  };
  return <a {...anchorProps} href={href} onClick={follow} target={target} />;
}

/**
 * A RouterLink that leaves the page where it is scrolled: a filter's choices change the products
 * below them, and a shopper halfway down the filter keeps their place (and the focus) there.
 */
export function KeepScrollLink(props: RouterLinkProps) {
  return <RouterLink {...props} preventScrollReset />;
}
