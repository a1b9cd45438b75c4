/**
 * What an uncached section page's HTML costs at the least with this stack (issue 24 point 7,
 * issue 23 point 4): the server thread's CPU time a page, in one run, alternated round by round:
 * 1. the shop: distinct uncached section urls (a price ceiling above the section's dearest product,
 *    a rouble higher each time), as HTML the way a browser asks for it, and as page JSON
 *    (`X-Source: nuxt`), each through the whole app (`app.inject`, no socket), and one url again
 *    and again from the HTML cache: what a request costs without its page;
 * 2. React alone: the very markup one of those pages had, read back into elements
 *    (bench/ssr/markupTree.ts) and drawn by `renderToString` as plain elements;
 * 3. React with styled-components: the same, each element that had a styled class drawn by a
 *    styled component of its own class (static CSS, compiled once for the process: the cheapest
 *    case styled-components has).
 * 3 less 2 is what styled-components adds for the page's styled elements; the shop's render less
 * 3 is its components, hooks, store and shell. The target of point 7, 200 pages a second on one
 * core, leaves 5 ms a page for all of it, page JSON included.
 * Front end: SPA_DIR or a build made here. Database: embedded PGlite in DATA_DIR (an already
 * seeded full demo, or an empty folder to seed), else a temporary folder.
 * Run: SPA_DIR=/tmp/build DATA_DIR=/tmp/full npm run bench -- render-floor
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { ElementType } from 'react';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { median } from './httpLoad';
import { demoDatabase } from './ssr/demoDatabase';
import { frontEnd } from './ssr/frontEnd';
import { countElements, markupTree, type MarkupNode } from './ssr/markupTree';

// React and styled-components pick their production builds as they load (the server renderer's
// bundle has them so too: vite.config.ts).
process.env.NODE_ENV = 'production';
const { createElement, Fragment } = await import('react');
const { renderToString } = await import('react-dom/server');
const { default: styled } = await import('styled-components');

const SECTION = '/shop/almaznaya-vyshivka/';
/** The first round warms the code up and is not counted. */
const ROUNDS = 4;
const PAGES_A_ROUND = 150;
const RENDERS_A_ROUND = 300;
const TARGET_PAGES_PER_S = 200;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Server-thread CPU milliseconds `work` took, divided by `count`. */
async function cpuEach(count: number, work: (n: number) => unknown): Promise<number> {
  const before = process.threadCpuUsage();
  for (let n = 0; n < count; n += 1) await work(n);
  const used = process.threadCpuUsage(before);
  return (used.user + used.system) / 1000 / count;
}

type Draw = (node: MarkupNode, key: number) => ReturnType<typeof createElement> | string;

const plain: Draw = (node, key) =>
  typeof node === 'string'
    ? node
    : createElement(node.tag, { ...node.props, key }, ...node.children.map(plain));

const styledByClass = new Map<string, ElementType>();
/** One styled component for each tag and styled class, as the shop has one for each part. */
function styledOf(tag: string, styledClass: string): ElementType {
  const key = `${tag} ${styledClass}`;
  let component = styledByClass.get(key);
  if (!component) {
    component = styled(tag as 'div')`
      display: block;
      margin: 0 0 ${styledByClass.size % 8}px;
      color: var(--color-text);
      &:hover {
        color: var(--color-brand);
      }
    `;
    styledByClass.set(key, component);
  }
  return component;
}

const withStyled: Draw = (node, key) => {
  if (typeof node === 'string') return node;
  const children = node.children.map(withStyled);
  if (!node.styledClass) return createElement(node.tag, { ...node.props, key }, ...children);
  // The styled component makes the element's classes itself.
  const props: Record<string, unknown> = { ...node.props, key };
  delete props.className;
  return createElement(styledOf(node.tag, node.styledClass), props, ...children);
};

const ms = (value: number) => `${value.toFixed(2)} ms`;

const dataDir = process.env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'hobby-render-floor-')));
const { spaDir, temporary } = await frontEnd('render-floor');
const db = await demoDatabase({ dataDir }, 'full');
const app = await buildApp({ db, config: { ...loadConfig({ NODE_ENV: 'production' }), spaDir } });
try {
  const section = await app.inject({ url: SECTION, headers: { 'x-source': 'nuxt' } });
  const dearest = Math.ceil(section.json<{ data: { price: { max: number } } }>().data.price.max);
  let distinct = 0;
  /** A url of the section no earlier request had: neither cache can answer it. */
  const uncachedUrl = () => `${SECTION}?price_to=${dearest + 1 + distinct++}`;

  const page = await app.inject({ url: uncachedUrl() });
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<script id="__SSR__"/.exec(page.body)?.[1];
  if (page.statusCode !== 200 || !root?.includes('href="/product/'))
    throw new Error(`${SECTION} was not rendered on the server (status ${page.statusCode})`);
  const tree = markupTree(root);
  const { elements, styled: styledElements } = countElements(tree);
  const drawn = renderToString(createElement(Fragment, null, ...tree.map(plain)));
  console.log(
    `\n${SECTION}: ${elements} elements, ${styledElements} with a styled-components class; ` +
      `drawn again ${(drawn.length / 1000).toFixed(1)} k characters (the server's ` +
      `${(root.length / 1000).toFixed(1)} k); load average ${loadavg()[0]!.toFixed(1)}`,
  );

  const cachedUrl = uncachedUrl();
  const figures = {
    html: [] as number[],
    json: [] as number[],
    cached: [] as number[],
    react: [] as number[],
    styled: [] as number[],
  };
  for (let round = 0; round < ROUNDS; round += 1) {
    const html = await cpuEach(PAGES_A_ROUND, async () => {
      const answer = await app.inject({ url: uncachedUrl(), headers: BROWSER });
      if (answer.statusCode !== 200) throw new Error(`HTML answered ${answer.statusCode}`);
    });
    const json = await cpuEach(PAGES_A_ROUND, async () => {
      const answer = await app.inject({ url: uncachedUrl(), headers: { 'x-source': 'nuxt' } });
      if (answer.statusCode !== 200) throw new Error(`page JSON answered ${answer.statusCode}`);
    });
    const cached = await cpuEach(PAGES_A_ROUND, () =>
      app.inject({ url: cachedUrl, headers: BROWSER }),
    );
    const react = await cpuEach(RENDERS_A_ROUND, () =>
      renderToString(createElement(Fragment, null, ...tree.map(plain))),
    );
    const withStyles = await cpuEach(RENDERS_A_ROUND, () =>
      renderToString(createElement(Fragment, null, ...tree.map(withStyled))),
    );
    console.log(
      `  ${round === 0 ? 'warm-up' : `round ${round}`}: the shop's HTML ${ms(html)}, its page ` +
        `JSON ${ms(json)}, a cached page ${ms(cached)}; the markup by React alone ${ms(react)}, ` +
        `with styled-components ${ms(withStyles)} (CPU a page)`,
    );
    if (round === 0) continue;
    figures.html.push(html);
    figures.cached.push(cached);
    figures.json.push(json);
    figures.react.push(react);
    figures.styled.push(withStyles);
  }

  const [html, json, cached, react, withStyles] = [
    median(figures.html),
    median(figures.json),
    median(figures.cached),
    median(figures.react),
    median(figures.styled),
  ];
  const perStyled = ((withStyles - react) / styledElements) * 1000;
  console.log(
    `medians: the shop's uncached HTML ${ms(html)} a page, of which page JSON ${ms(json)} and ` +
      `rendering ${ms(html - json)} (a cached page's request ${ms(cached)})\n` +
      `  of the same markup, React alone ${ms(react)}; styled-components adds ` +
      `${ms(withStyles - react)} (${perStyled.toFixed(1)} µs a styled element); the shop's ` +
      `components, hooks, store and shell the other ${ms(html - json - withStyles)}\n` +
      `  ${TARGET_PAGES_PER_S} pages a second on one core leaves ${ms(1000 / TARGET_PAGES_PER_S)} ` +
      `a page: page JSON with React and styled-components alone take ${ms(json + withStyles)}`,
  );
} finally {
  await app.close();
  await db.close();
  if (!process.env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
  if (temporary) await rm(spaDir, { recursive: true, force: true });
}
