const EXAMPLE = '/shop/pazly/';

/** What the Go field makes of a typed address: the path to open (and what was changed), or why not. */
export type TypedUrl = { path: string; note?: string } | { error: string };

// A scheme (`https:`) or a protocol-relative `//host`: a full address, not a path.
const WITH_SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;
// 'hobby.test/shop/pazly/': a host pasted without its scheme (a path's first part has no dot).
const BARE_HOST = /^([a-z\d-]+(?:\.[a-z\d-]+)+(?::\d+)?)(\/.*)?$/i;

const otherSite = (host: string) =>
  `«${host}» — адрес другого сайта. Укажите путь страницы этого магазина, например ${EXAMPLE}`;

/** The path with its leading and trailing slash (the shop's routes all end in one, spec §2). */
function pathOf(path: string): TypedUrl {
  if (/[?#]/.test(path)) return { error: 'Укажите адрес без параметров после «?» и «#»' };
  const slashed = `/${path}/`.replace(/\/{2,}/g, '/');
  return { path: slashed };
}

/** A full address of this shop gives its path, and says the domain was dropped. */
function ofShop(host: string, shopHost: string, path: string): TypedUrl {
  if (host.toLowerCase() !== shopHost.toLowerCase()) return { error: otherSite(host) };
  const result = pathOf(path);
  return 'path' in result
    ? { ...result, note: `Домен ${host} убран: открыт адрес ${result.path}` }
    : result;
}

/**
 * Issue 25 point 9, R-SEO-1: the Go field takes a path without domain ('/' is the default); a path
 * typed without its slashes gets them; a pasted address of this shop (`shopHost`) opens its path
 * and says so; another site's address or any other scheme is refused, in Russian.
 */
export function typedUrl(typed: string, shopHost: string): TypedUrl {
  const text = typed.trim();
  if (text === '')
    return { error: `Укажите адрес, например ${EXAMPLE}, или «/» для настроек по умолчанию` };
  if (WITH_SCHEME.test(text)) {
    let url: URL;
    try {
      url = new URL(text.startsWith('//') ? `https:${text}` : text);
    } catch {
      return { error: `Неверный адрес. Укажите путь страницы, например ${EXAMPLE}` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return { error: `Укажите путь страницы магазина, например ${EXAMPLE}` };
    if (url.search || url.hash) return { error: 'Укажите адрес без параметров после «?» и «#»' };
    return ofShop(url.host, shopHost, url.pathname);
  }
  const bare = BARE_HOST.exec(text);
  if (bare) return ofShop(bare[1]!, shopHost, bare[2] ?? '/');
  return pathOf(text);
}
