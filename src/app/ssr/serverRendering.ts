import type { HydrationState } from 'react-router-dom';
import { PageLoadError } from '@features/page';
import { SERVER_STATE_ID } from '@shared';

/** A route error as JSON: a failed page answer keeps its status, anything else its message. */
type EncodedRouteError = { pageStatus: number | null } | { message: string };

/** What the server rendered with: the store's state and the router's loader data and errors. */
export interface ServerRendering {
  store: Record<string, unknown> & { api: unknown };
  router: {
    loaderData: Record<string, unknown>;
    errors: Record<string, EncodedRouteError> | null;
  };
}

export function encodeRouteErrors(
  errors: Record<string, unknown> | null,
): ServerRendering['router']['errors'] {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([routeId, error]) => [
      routeId,
      error instanceof PageLoadError
        ? { pageStatus: error.status }
        : { message: error instanceof Error ? error.message : String(error) },
    ]),
  );
}

/** The router's hydration data: errors become the values the error page knows again. */
export function routerHydrationData({ router }: ServerRendering): HydrationState {
  const errors = router.errors
    ? Object.fromEntries(
        Object.entries(router.errors).map(([routeId, error]) => [
          routeId,
          'pageStatus' in error ? new PageLoadError(error.pageStatus) : new Error(error.message),
        ]),
      )
    : null;
  return { loaderData: router.loaderData, errors };
}

/** The server's rendering state, or null for a page the server did not render (development). */
export function readServerRendering(doc: Document = document): ServerRendering | null {
  const script = doc.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerRendering;
  } catch {
    return null;
  }
}
