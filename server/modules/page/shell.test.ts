import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTERS_META_NAME } from '@shared';
import type { Counters } from '../../config';
import {
  afterPaintShell,
  FALLBACK_TEMPLATE,
  embedJson,
  loadShellTemplate,
  renderShell,
} from './shell';
import { NO_PRELOADS, preloadsFromManifest } from './preloads';

const pageScript = (html: string) =>
  /<script id="__PAGE__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';

/** What a browser reads from an attribute that escapeHtml wrote. */
const htmlAttributeText = (escaped: string) =>
  escaped.replace(
    /&(amp|lt|gt|quot|#39);/g,
    (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '',
  );

/** The shape of Vite's built index.html: the entry, its module preloads, then `more`. */
function builtIndexHtml(preloads: string[], more = ''): string {
  const links = preloads.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
  return `<!doctype html>
<html lang="ru">
  <head>
    <!--seo-->
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
    ${[...links, more].join('\n    ')}
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

describe('renderShell', () => {
  it('puts title, description and canonical into <head>, HTML-escaped', () => {
    const html = renderShell(
      FALLBACK_TEMPLATE,
      {
        title: 'Картины <по> "номерам" & $& ещё',
        description: "Рисуй 'сам'",
        canonical: 'https://shop.example/a/?x=1&y=2',
      },
      { status: 200, body: {} },
      {},
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<title>Картины &lt;по&gt; &quot;номерам&quot; &amp; $&amp; ещё</title>',
    );
    expect(head).toContain('<meta name="description" content="Рисуй &#39;сам&#39;" />');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/a/?x=1&amp;y=2" />');
    expect(html).not.toContain('<!--seo-->');
  });

  it('embeds the page JSON so that </script> in content cannot end the script', () => {
    const body = { content: '<p>a</p></script><script>alert(1)</script><!--', status: 'ok' };
    const html = renderShell(
      FALLBACK_TEMPLATE,
      { title: 't', description: '' },
      { status: 404, body },
      {},
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('data-status="404"');
    expect(JSON.parse(pageScript(html))).toEqual(body);
  });

  it('inserts before </head> when the template has no marker', () => {
    const html = renderShell(
      { ...FALLBACK_TEMPLATE, html: '<html><head></head><body></body></html>' },
      { title: 'x', description: '' },
      { status: 200, body: null },
      {},
    );
    expect(html).toMatch(/<title>x<\/title>[\s\S]*<\/head>/);
  });

  it('issue 10 point 6: hands the configured counters to the SPA in a meta tag, none when unset', () => {
    const render = (counters: Counters) =>
      renderShell(
        FALLBACK_TEMPLATE,
        { title: 't', description: '' },
        { status: 200, body: null },
        counters,
      );
    const counters: Counters = { webAnalytics: '4"5<6', liveChat: 'chat', headerBidding: true };
    const html = render(counters);
    const head = html.slice(0, html.indexOf('</head>'));
    const content = new RegExp(`<meta name="${COUNTERS_META_NAME}" content="([^"]*)" />`).exec(
      head,
    );
    expect(JSON.parse(htmlAttributeText(content?.[1] ?? ''))).toEqual(counters);
    expect(render({})).not.toContain(COUNTERS_META_NAME);
  });

  it('escapes line separators that old parsers treat as line ends', () => {
    expect(embedJson('a\u2028b')).toBe('"a\\u2028b"');
  });
  it('issue 11 point 4: preloads the fonts of the first paint and the chunks of the page type', () => {
    // The shape of Vite's .vite/manifest.json, cut down to what matters.
    const preloads = preloadsFromManifest({
      'index.html': {
        file: 'assets/index-E1.js',
        isEntry: true,
        imports: ['_Button-B1.js'],
        assets: [
          'assets/nunito-shop-latin-400-L1.woff2',
          'assets/nunito-cyrillic-400-normal-F1.woff2',
          'assets/nunito-shop-cyrillic-400-C2.woff2',
          'assets/nunito-shop-cyrillic-600-C6.woff2',
          'assets/nunito-latin-700-normal-F7.woff2',
          'assets/nunito-shop-latin-600-L6.woff2',
          'assets/nunito-shop-cyrillic-700-C7.woff2',
          'assets/nunito-shop-latin-700-L7.woff2',
        ],
      },
      '_Button-B1.js': { file: 'assets/Button-B1.js' },
      '_ProductGrid-G1.js': { file: 'assets/ProductGrid-G1.js', imports: ['_Button-B1.js'] },
      'src/app/screens/PageScreen.tsx': { file: 'assets/PageScreen-P1.js' },
      'src/features/catalog/screens/SectionScreen/SectionScreen.tsx': {
        file: 'assets/SectionPage-S1.js',
        imports: ['_ProductGrid-G1.js', '_Button-B1.js'],
      },
      'src/features/lists/screens/index.ts': { file: 'assets/screens-H1.js' },
    });
    const render = (body: unknown) =>
      renderShell(
        { ...FALLBACK_TEMPLATE, preloads },
        { title: 't', description: '' },
        { status: 200, body },
        {},
      );
    const links = (html: string) =>
      [...html.matchAll(/<link rel="(preload|modulepreload)"[^>]* href="([^"]+)"/g)].map(
        ([, rel, href]) => `${rel} ${href}`,
      );

    expect(render({ type: 'section', data: {} })).toContain(
      '<link rel="preload" href="/assets/nunito-shop-cyrillic-400-C2.woff2" as="font" type="font/woff2" crossorigin />',
    );
    // Every face of the shop's cut, none of @fontsource's full ones; body text first. The
    // entry's own imports are in the built index.html already.
    const fonts = [
      'preload /assets/nunito-shop-cyrillic-400-C2.woff2',
      'preload /assets/nunito-shop-latin-400-L1.woff2',
      'preload /assets/nunito-shop-cyrillic-700-C7.woff2',
      'preload /assets/nunito-shop-latin-700-L7.woff2',
      'preload /assets/nunito-shop-cyrillic-600-C6.woff2',
      'preload /assets/nunito-shop-latin-600-L6.woff2',
    ];
    expect(links(render({ type: 'section', data: {} }))).toEqual([
      ...fonts,
      'modulepreload /assets/PageScreen-P1.js',
      'modulepreload /assets/SectionPage-S1.js',
      'modulepreload /assets/ProductGrid-G1.js',
    ]);
    expect(links(render({ type: 'home', data: {} }))).toEqual([
      ...fonts,
      'modulepreload /assets/PageScreen-P1.js',
      'modulepreload /assets/screens-H1.js',
    ]);
    expect(links(render({ error: { code: 'NOT_FOUND', message: '' } }))).toEqual([
      ...fonts,
      'modulepreload /assets/PageScreen-P1.js',
    ]);
  });

  it('issue 11: a server-rendered page starts its scripts after the first paint, the others at once', () => {
    const built = builtIndexHtml(
      ['/assets/Button-B1.js'],
      '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">',
    );
    const template = { html: built, preloads: NO_PRELOADS, afterPaint: afterPaintShell(built) };
    const markup = {
      styles: '<style data-styled="active">h1{}</style>',
      root: '<h1>Раздел</h1>',
      state: '<script id="__SSR__" type="application/json">{}</script>',
    };
    const page = { type: 'section', data: {} };
    const rendered = renderShell(
      template,
      { title: 't', description: '' },
      { status: 200, body: page },
      {},
      markup,
    );
    expect(rendered).not.toContain('type="module"');
    expect(rendered).not.toContain('modulepreload');
    expect(rendered).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C1.css">');
    expect(rendered).toContain('<div id="root"><h1>Раздел</h1></div>');
    expect(rendered).toMatch(
      /<script id="__SSR__"[^>]*>\{\}<\/script>\s*<script src="\/boot.js" data-entry="\/assets\/index-E1.js" data-preload="\/assets\/Button-B1.js" async><\/script>\s*<\/body>/,
    );

    // Rendered in the browser (the server did not render it): the entry as Vite wrote it.
    const shell = renderShell(
      template,
      { title: 't', description: '' },
      { status: 200, body: page },
      {},
    );
    expect(shell).toContain(
      '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
    );
    expect(shell).not.toContain('boot.js');
  });

  it("issue 24 point 8: the packages' chunks are named to boot.js, to be evaluated a task each before the entry", () => {
    const built = builtIndexHtml([
      '/assets/rolldown-runtime-R1.js',
      '/assets/vendor-react-V_1.js',
      '/assets/Button-B1.js',
      '/assets/vendor-state-S-2.js',
    ]);
    const template = { html: built, preloads: NO_PRELOADS, afterPaint: afterPaintShell(built) };
    const markup = { styles: '', root: '<h1>Раздел</h1>', state: '' };
    const rendered = renderShell(
      template,
      { title: 't', description: '' },
      { status: 200, body: { type: 'section', data: {} } },
      {},
      markup,
    );
    expect(rendered).toContain(
      'data-preload="/assets/rolldown-runtime-R1.js /assets/vendor-react-V_1.js /assets/Button-B1.js /assets/vendor-state-S-2.js" data-stages="/assets/vendor-react-V_1.js /assets/vendor-state-S-2.js" async>',
    );
  });

  it('issue 24 point 8: the built stylesheet is written into the page, not asked for before its first paint', async () => {
    const spaDir = await mkdtemp(join(tmpdir(), 'shell-styles-'));
    try {
      await mkdir(join(spaDir, 'assets'));
      const fontFace =
        '@font-face{font-family:Nunito;src:url(/assets/nunito-C1.woff2)format("woff2")}';
      await writeFile(join(spaDir, 'assets', 'index-C1.css'), fontFace);
      await writeFile(
        join(spaDir, 'index.html'),
        '<!doctype html><html><head><!--seo-->\n' +
          '<script type="module" crossorigin src="/assets/index-E1.js"></script>\n' +
          '<link rel="stylesheet" crossorigin href="/assets/index-C1.css">\n' +
          '</head><body><div id="root"></div></body></html>',
      );
      const template = await loadShellTemplate(spaDir);
      for (const html of [template.html, template.afterPaint?.html ?? '']) {
        expect(html).toContain(`<style>${fontFace}</style>`);
        expect(html).not.toContain('rel="stylesheet"');
      }
    } finally {
      await rm(spaDir, { recursive: true });
    }
  });
});
