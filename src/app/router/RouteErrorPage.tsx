import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import {
  ErrorPage,
  ERROR_TEXTS,
  errorKindOf,
  PageLoadError,
  RouterLink,
  useDocumentHead,
} from '@features/page';
import { ScreenReady } from './RouteScreen';

/** The status a route error stands for: a failed page answer's, a router response's, or none. */
function errorStatusOf(error: unknown): number | null {
  if (error instanceof PageLoadError) return error.status;
  if (isRouteErrorResponse(error)) return error.status;
  return null;
}

/**
 * The error element of the shop's routes (R-ROUTE-7/8, R-PAGE-8): a page that failed to load, or
 * a screen that threw, is replaced by the error page inside the shop's layout.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const status = errorStatusOf(error);
  const kind = errorKindOf(status);
  useDocumentHead({ title: ERROR_TEXTS[kind], meta: [{ name: 'robots', content: 'noindex' }] });
  return (
    <>
      <ErrorPage status={status} kind={kind} linkAs={RouterLink} />
      <ScreenReady />
    </>
  );
}

/** R-ROUTE-6: a path inside the app that none of its routes knows (e.g. /personal/xyz/). */
export function UnknownRoutePage() {
  useDocumentHead({
    title: ERROR_TEXTS.unknownRoute,
    meta: [{ name: 'robots', content: 'noindex' }],
  });
  return (
    <>
      <ErrorPage status={404} kind="unknownRoute" linkAs={RouterLink} />
      <ScreenReady />
    </>
  );
}
