import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';

/**
 * The `linkAs` adapter of `src/ui` (LinkComponent): ui links become client-side navigations.
 */
export function RouterLink({
  href,
  ...anchorProps
}: ComponentPropsWithRef<'a'> & { href: string }) {
  return <Link to={href} {...anchorProps} />;
}
