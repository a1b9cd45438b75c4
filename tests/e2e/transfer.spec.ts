import { expect, test } from './fixtures';

/**
 * Issue 11 point 4 in the browser, on the real build: the bundle arrives brotli-compressed and
 * cached for good, the shell preloads the Cyrillic font and the page's chunks, and every picture
 * has its size before it loads.
 */
test('issue 11 point 4: the home page arrives compressed, preloaded, and with sized pictures', async ({
  page,
}) => {
  const scripts: { encoding?: string; cacheControl?: string }[] = [];
  page.on('response', async (response) => {
    if (!/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) return;
    const headers = await response.allHeaders();
    scripts.push({ encoding: headers['content-encoding'], cacheControl: headers['cache-control'] });
  });
  await page.goto('/');
  await expect(page.locator('main img').first()).toBeVisible();

  await expect.poll(() => scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script).toEqual({
      encoding: 'br',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  }
  await expect(page.locator('link[rel="preload"][as="font"]').first()).toHaveAttribute(
    'href',
    /nunito-shop-cyrillic-400-.+\.woff2$/,
  );
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);

  const sizes = await page
    .locator('img')
    .evaluateAll((images) =>
      images.map((image) => [image.getAttribute('width'), image.getAttribute('height')]),
    );
  expect(sizes.length).toBeGreaterThan(0);
  for (const size of sizes)
    expect(size).toEqual([expect.stringMatching(/^\d+$/), expect.stringMatching(/^\d+$/)]);
});

/**
 * Issue 24 point 8: the web fonts are `font-display: optional`, so a slow device lays the page
 * out before a face comes, in the font stack's next font. That is 'Nunito Fallback', a local
 * face with Nunito's line metrics and width (scripts/subset-fonts.mjs): the text must take the
 * same place in it as in Nunito, or it moves when Nunito comes (a layout shift).
 */
test('issue 24 point 8: a section laid out before the web fonts come puts every line where Nunito puts it', async ({
  page,
  browser,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const places = async (target: typeof page) => {
    await target.goto('/shop/');
    await target.evaluate(() => document.fonts.ready);
    return target
      .locator('main h1, main nav, main article, main article span')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return `${element.textContent!.slice(0, 20)} at ${Math.round(box.y)}, ${Math.round(box.height)} high`;
        }),
      );
  };
  // The second visit finds the faces in the browser's cache: all of them in time.
  await places(page);
  const inNunito = await places(page);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^Nunito, "Nunito Fallback"/,
  );

  const fontless = await browser.newPage({ viewport: { width: 375, height: 667 } });
  await fontless.route(/\.woff2$/, (route) => route.abort());
  const inFallback = await places(fontless);
  await fontless.close();

  expect(inNunito.length).toBeGreaterThan(20);
  expect(inFallback).toEqual(inNunito);
});
