import { matchRoutes, type Location, type RouteObject } from 'react-router-dom';

/** What a route may say about itself in `handle`. */
interface ShopRouteHandle {
  /** R-NAV-1: false keeps the loading indicator off for navigations to this route. */
  loading?: boolean;
}

/**
 * R-NAV-1: the loading indicator is on while a navigation loads, unless a route of its
 * destination sets `handle.loading = false`.
 */
export function isNavigationLoading(
  routes: RouteObject[],
  navigation: { state: string; location?: Location },
): boolean {
  if (navigation.state === 'idle' || !navigation.location) return false;
  const matches = matchRoutes(routes, navigation.location) ?? [];
  return !matches.some(
    ({ route }) => (route.handle as ShopRouteHandle | undefined)?.loading === false,
  );
}
