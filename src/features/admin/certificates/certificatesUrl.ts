import { ADMIN_PATHS } from '@shared';

/** The screen's url for a code search and page: both live in the url, so a page can be linked. */
export function certificatesHref(code: string, page = 1): string {
  const params = new URLSearchParams();
  if (code) params.set('code', code);
  if (page > 1) params.set('page', String(page));
  return params.size > 0
    ? `${ADMIN_PATHS.certificates}?${params.toString()}`
    : ADMIN_PATHS.certificates;
}

/** The search and page the url asks for; anything else is read as the first page of all. */
export function readCertificatesLocation(params: URLSearchParams) {
  // The server takes 40 signs at most (openapi.yaml): a longer one could match no code anyway.
  const code = (params.get('code') ?? '').trim().slice(0, 40);
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return { code, page };
}
