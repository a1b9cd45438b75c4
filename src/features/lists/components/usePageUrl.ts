import { useLocation } from 'react-router-dom';

/** The current path with its query: the base of page links. */
export function usePageUrl(): string {
  const { pathname, search } = useLocation();
  return pathname + search;
}
