import { describe, expect, it } from 'vitest';
import { FALLBACK_SHELL, embedJson, renderShell } from './shell';

const pageScript = (html: string) =>
  /<script id="__PAGE__"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '';

describe('renderShell', () => {
  it('puts title, description and canonical into <head>, HTML-escaped', () => {
    const html = renderShell(
      FALLBACK_SHELL,
      {
        title: 'Картины <по> "номерам" & $& ещё',
        description: "Рисуй 'сам'",
        canonical: 'https://shop.example/a/?x=1&y=2',
      },
      { status: 200, body: {} },
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
      FALLBACK_SHELL,
      { title: 't', description: '' },
      { status: 404, body },
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('data-status="404"');
    expect(JSON.parse(pageScript(html))).toEqual(body);
  });

  it('inserts before </head> when the template has no marker', () => {
    const html = renderShell(
      '<html><head></head><body></body></html>',
      { title: 'x', description: '' },
      { status: 200, body: null },
    );
    expect(html).toMatch(/<title>x<\/title>[\s\S]*<\/head>/);
  });

  it('escapes line separators that old parsers treat as line ends', () => {
    expect(embedJson('a\u2028b')).toBe('"a\\u2028b"');
  });
});
