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
