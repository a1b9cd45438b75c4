import type { Random } from '../../server/lib/random';
import { badValues } from './fuzzBadValues';
import type { FuzzCase } from './fuzzCases';

/**
 * Urls for the page protocol (`GET /{path}`), whose whole input is the path and the query: bad
 * values in a path segment, after `/page/`, and in query parameters that pages read; malformed
 * percent-encoding in the path and, raw, in the query; with and without `X-Source: nuxt`.
 */
export function pageCases(random: Random, paths: readonly string[]): FuzzCase[] {
  const texts = badValues({}).map((bad) => ({
    ...bad,
    text: typeof bad.value === 'object' ? JSON.stringify(bad.value) : String(bad.value),
  }));
  const urls: Array<[FuzzCase['category'], string, string]> = [];
  for (const path of paths) {
    urls.push(['valid', 'valid page', path]);
    for (const bad of random.sample(texts, 8))
      urls.push([bad.category, `segment ${bad.label}`, `${path}${encode(bad.text)}/`]);
    for (const bad of random.sample(texts, 8)) {
      const name = random.pick(QUERY_NAMES);
      urls.push([bad.category, `?${name} = ${bad.label}`, `${path}?${name}=${encode(bad.text)}`]);
    }
    for (const page of random.sample(PAGE_NUMBERS, 3))
      urls.push(['out of range', `page ${page}`, `${path}page/${page}/`]);
    for (const raw of random.sample(MALFORMED, 3)) urls.push(['unicode', `raw ${raw}`, path + raw]);
    for (const raw of RAW_QUERIES) urls.push(['broken escapes', `raw ?${raw}`, `${path}?${raw}`]);
  }
  for (const raw of MALFORMED) urls.push(['unicode', `raw /${raw}`, `/${raw}`]);

  return urls.map(([category, label, url]) => {
    const json = random.chance(0.5);
    return {
      operationId: 'getPage',
      category,
      label: `${label}${json ? ' (X-Source: nuxt)' : ''}`,
      method: 'GET',
      url,
      headers: {
        ...(json ? { 'x-source': 'nuxt' } : {}),
        ...(random.chance(0.1) ? { 'x-nocache': '1' } : {}),
      },
      asGuest: random.chance(0.5),
    };
  });
}

/** Percent-encoding that, unlike encodeURIComponent, takes a lone surrogate (as U+FFFD). */
const encode = (text: string) => new URLSearchParams({ s: text }).toString().slice(2);

const QUERY_NAMES = ['q', 'sort', 'page', 'price_from', 'price_to', 'razmer', 'fuzz'];
const PAGE_NUMBERS = ['0', '-1', '1.5', '2147483648', '99999999999', '1e3', 'abc', '%00', '%ZZ'];
/** Query parameters sent without encoding (issue 22 point 5): NUL, escapes that do not decode. */
const RAW_QUERIES = ['q=%00', 'sort=a%00b', 'q=%ZZ', 'q=%E0%A4%A', 'q=100%', 'page=%FF'];
const MALFORMED = [
  '%ZZ/',
  '%E0%A4%A/',
  '%/',
  '%00/',
  '%2F%2Fevil.example/',
  '..%2F..%2F/',
  '%C0%AE/',
];
