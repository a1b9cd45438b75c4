/** Page urls of the demo catalogue that no cache has seen, for the benchmarks that load a shop. */

const SORTS = ['', '?sort=price_asc', '?sort=price_desc', '?sort=new'];

interface SectionJson {
  type: string;
  data: {
    pagination: { pageCount: number };
    filter: { values: { url: string; count: number }[] }[];
    subsections: { url: string }[];
  };
}

/** A section's page JSON, or null for a page of another kind (the gift certificates). */
async function sectionJson(origin: string, url: string): Promise<SectionJson | null> {
  const answer = await fetch(`${origin}${url}`, { headers: { 'X-Source': 'nuxt' } });
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  const page = (await answer.json()) as SectionJson;
  return page.type === 'section' ? page : null;
}

/**
 * Every section's pages after the first and its filter landings with products, each in the four
 * sort orders, shuffled (a fixed seed) so that one round mixes big and small sections. Read from
 * one page JSON per section of the catalogue, walked from `/shop/`.
 */
export async function distinctSectionUrls(origin: string): Promise<string[]> {
  const urls: string[] = [];
  const seen = new Set<string>();
  const queue = ['/shop/'];
  while (queue.length > 0) {
    const section = queue.shift() as string;
    const page = await sectionJson(origin, section);
    if (!page) continue;
    const { data } = page;
    for (const { url } of data.subsections) {
      if (seen.has(url)) continue;
      seen.add(url);
      queue.push(url);
    }
    const pages = Array.from(
      { length: Math.max(0, data.pagination.pageCount - 1) },
      (_, n) => `${section}page/${n + 2}/`,
    );
    const landings = data.filter.flatMap((filter) =>
      filter.values.filter((value) => value.count > 0).map((value) => value.url),
    );
    for (const url of [...pages, ...landings]) urls.push(...SORTS.map((sort) => `${url}${sort}`));
  }
  let seed = 24;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let i = urls.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [urls[i], urls[j]] = [urls[j] as string, urls[i] as string];
  }
  return [...new Set(urls)];
}

/** Paths of the catalogue's product pages, as its sitemap lists them (every active product). */
export async function productUrls(origin: string): Promise<string[]> {
  const text = async (url: string) => {
    const answer = await fetch(url.replace(/^https?:\/\/[^/]+/, origin));
    if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    return answer.text();
  };
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
  const files = locs(await text(`${origin}/sitemap.xml`));
  const pages = (await Promise.all(files.map(text))).flatMap(locs);
  return pages.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/product/'));
}
