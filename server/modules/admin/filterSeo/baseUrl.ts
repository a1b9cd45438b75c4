import { badRequest } from '../shared';
import { decidePath } from '../../page';
import { CATALOGUE_URL } from '../../catalog';

export { DEFAULT_SEO_URL } from '../../catalog';

const EXAMPLE = `${CATALOGUE_URL}kartiny/`;
// A scheme (`https:`) or a protocol-relative `//host` means a full address, not a path.
const WITH_DOMAIN = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

const badUrl = (message: string) => badRequest(message, 'BAD_URL');

/**
 * The url as the catalogue keys its SEO items (`CatalogSnapshot.seoItems`, `SectionNode.url`):
 * a decoded path with its trailing slash, no domain, no query, no page suffix. Throws 400 with
 * what to fix; whether a section has that url is the caller's question.
 */
export function normalizeBaseUrl(raw: string): string {
  const url = raw.trim();
  if (WITH_DOMAIN.test(url)) throw badUrl(`Укажите адрес без домена, например ${EXAMPLE}`);
  if (!url.startsWith('/')) throw badUrl(`Адрес должен начинаться с «/», например ${EXAMPLE}`);
  if (/[?#]/.test(url)) throw badUrl('Укажите адрес без параметров после «?» и «#»');
  const decision = decidePath(url.endsWith('/') ? url : `${url}/`);
  // The page protocol's own rules: `/page/n/` is a page of a url, not a url of its own.
  if (decision.kind !== 'page' || decision.page !== 1)
    throw badUrl(`Неверный адрес «${url}»: укажите путь раздела, например ${EXAMPLE}`);
  return decision.path;
}

/** The section code of a catalogue section url (`/shop/{code}/`), or undefined for any other. */
export function sectionCodeOf(url: string): string | undefined {
  if (!url.startsWith(CATALOGUE_URL)) return undefined;
  const code = url.slice(CATALOGUE_URL.length, -1);
  return code && !code.includes('/') ? code : undefined;
}
