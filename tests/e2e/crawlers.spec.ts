import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 11 point 6 and the first acceptance point: what a crawler that runs no JavaScript gets.
 * Every page here loads with scripts off, so whatever the assertions find is in the server's
 * HTML. What a page should show is read from its own page JSON (the `X-Source: nuxt` answer the
 * markup is rendered from), so the checks follow the demo data instead of copying it.
 */

const SECTION = '/shop/almaznaya-vyshivka/';

interface PageJson {
  type: string;
  content: string;
  seo: { title: string; h1: string; canonical: string };
  breadcrumbs: { title: string; link: string }[];
  data: Record<string, unknown>;
}

interface FilterValue {
  value: string;
  count: number;
  url: string;
}

/** A product as a list of the page JSON carries it: a catalogue card or a gift certificate. */
interface ListedProduct {
  name: string;
  price: number;
  url: string;
  /** Catalogue cards have one; gift certificates (sold from their list) have none. */
  code?: string;
}

async function pageJson(request: APIRequestContext, path: string): Promise<PageJson> {
  const answer = await request.get(path, { headers: { 'X-Source': 'nuxt' } });
  expect(answer.status(), `page JSON of ${path}`).toBe(200);
  return (await answer.json()) as PageJson;
}

/**
 * The text shows `price` roubles on a line of its own ('1 592 ₽'), whatever space separates the
 * thousands: a card's lines are its name, its price, its old price.
 */
const showsPrice = (text: string, price: number) =>
  text.split('\n').some((line) => line.replace(/\s/g, '') === `${price}₽`);

/** Every array of objects in `data` whose items have a name and a price: the page's products. */
function listedProducts(data: unknown): ListedProduct[] {
  if (Array.isArray(data)) {
    const products = data.filter(
      (item): item is ListedProduct =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as ListedProduct).name === 'string' &&
        typeof (item as ListedProduct).price === 'number',
    );
    return [...products, ...data.flatMap((item) => listedProducts(item))].filter(
      (item, index, all) => all.indexOf(item) === index,
    );
  }
  if (typeof data === 'object' && data !== null)
    return Object.values(data).flatMap((value) => listedProducts(value));
  return [];
}

/** The title, H1, canonical and breadcrumbs of the page JSON, as the HTML shows them. */
async function expectHeadAndHeading(page: Page, json: PageJson) {
  await expect(page).toHaveTitle(json.seo.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(json.seo.h1);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical, 'an absolute canonical url').toMatch(/^https?:\/\/[^/]+\//);
  const { pathname, search } = new URL(canonical ?? '');
  expect(pathname + search).toBe(json.seo.canonical);

  const crumbs = page.getByRole('navigation', { name: 'Хлебные крошки' });
  if (json.breadcrumbs.length === 0) {
    await expect(crumbs).toHaveCount(0);
    return;
  }
  await expect(crumbs.getByRole('listitem')).toHaveCount(json.breadcrumbs.length);
  // Every crumb but the last (the page itself) is a link crawlers follow up the catalogue.
  for (const crumb of json.breadcrumbs.slice(0, -1))
    await expect(crumbs.getByRole('link', { name: crumb.title, exact: true })).toHaveAttribute(
      'href',
      crumb.link,
    );
  await expect(crumbs.getByRole('listitem').last()).toContainText(json.breadcrumbs.at(-1)!.title);
}

/** Each product of the page's lists: its name and price in one card, and a link to its page. */
async function expectListedProducts(page: Page, json: PageJson) {
  const products = listedProducts(json.data);
  for (const product of products) {
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByText(product.name, { exact: true }) })
      // The innermost: a product page's own article holds the cards of its related products.
      .last();
    await expect(card, `a card of ${product.name}`).toBeVisible();
    expect(showsPrice(await card.innerText(), product.price), `the price of ${product.name}`).toBe(
      true,
    );
    if (product.code)
      await expect(
        card.getByRole('link', { name: product.name, exact: true }).first(),
      ).toHaveAttribute('href', product.url);
  }
  return products.length;
}

/** The first words of the page's CMS text, as a reader sees them (tags and entities resolved). */
async function contentText(page: Page, html: string): Promise<string> {
  const text = await page.evaluate(
    (source) => new DOMParser().parseFromString(source, 'text/html').body.textContent ?? '',
    html,
  );
  return text.replace(/\s+/g, ' ').trim().slice(0, 60).trim();
}

/** The page's CMS text is in the main area of the HTML. */
async function expectContent(page: Page, json: PageJson) {
  expect(json.content.trim(), 'CMS text in the page JSON').not.toBe('');
  await expect(page.getByRole('main')).toContainText(await contentText(page, json.content));
}

/** Opens `path` without JavaScript and checks what every shopper page must show a crawler. */
async function openAsCrawler(page: Page, request: APIRequestContext, path: string) {
  const json = await pageJson(request, path);
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expectHeadAndHeading(page, json);
  return json;
}

/** The page-2 link of the page's pagination, with the page's own query kept. */
async function expectPaginationLink(page: Page, path: string) {
  const url = new URL(path, 'http://shop');
  const second = page
    .getByRole('navigation', { name: 'Страницы' })
    .getByRole('link', { name: 'Страница 2', exact: true });
  await expect(second).toHaveAttribute('href', `${url.pathname}page/2/${url.search}`);
}

/** Every filter value that can narrow the list is a link to its own url (a landing or a query). */
async function expectFilterLinks(page: Page, json: PageJson) {
  const filter = (json.data.filter ?? []) as { name: string; values: FilterValue[] }[];
  const values = filter.flatMap((property) =>
    property.values
      .filter((value) => value.count > 0)
      .map((value) => ({ ...value, property: property.name })),
  );
  expect(values.length, 'filter values in the page JSON').toBeGreaterThan(0);
  const hrefs = await page
    .getByRole('main')
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const missing = values
    .filter((value) => !hrefs.includes(value.url))
    .map((value) => `${value.property}: ${value.value} → ${value.url}`);
  expect(missing, 'filter values without a link in the HTML').toEqual([]);
}

test.describe('issue 11 point 6: crawlers read the server HTML (JavaScript disabled)', () => {
  test.use({ javaScriptEnabled: false });

  test('issue 11 point 6: the home page shows its H1, title, canonical and product cards with prices', async ({
    page,
    request,
  }) => {
    const json = await openAsCrawler(page, request, '/');
    expect(await expectListedProducts(page, json)).toBeGreaterThan(0);
  });

  test('issue 11 point 6: a catalogue section shows H1, breadcrumbs, products with prices, pagination and filter links', async ({
    page,
    request,
  }) => {
    const json = await openAsCrawler(page, request, SECTION);
    expect(await expectListedProducts(page, json)).toBe(24);
    await expectPaginationLink(page, SECTION);
    await expectFilterLinks(page, json);
  });

  test('issue 11 point 6: an SEO landing page shows its own H1, canonical, products, pagination and filter links', async ({
    page,
    request,
  }) => {
    await page.goto(SECTION);
    // The landing a crawler finds on the section page.
    const landing = await page
      .getByRole('navigation', { name: 'Популярные подборки' })
      .getByRole('link')
      .first()
      .getAttribute('href');
    expect(landing).toMatch(new RegExp(`^${SECTION}[^/]+/$`));

    const json = await openAsCrawler(page, request, landing!);
    expect(json.seo.canonical).toBe(landing);
    expect(json.seo.h1).not.toBe((await pageJson(request, SECTION)).seo.h1);
    expect(await expectListedProducts(page, json)).toBeGreaterThan(0);
    if (((json.data.pagination as { pageCount: number }).pageCount ?? 1) > 1)
      await expectPaginationLink(page, landing!);
    await expectFilterLinks(page, json);
  });

  test('issue 11 point 6: a product page shows the name, the price, breadcrumbs and canonical', async ({
    page,
    request,
  }) => {
    await page.goto(SECTION);
    const product = await page
      .getByRole('list', { name: 'Товары' })
      .getByRole('article')
      .first()
      .getByRole('link')
      .first()
      .getAttribute('href');
    expect(product).toMatch(/^\/product\/[^/]+\/[^/]+\/$/);

    const json = await openAsCrawler(page, request, product!);
    const { name, price } = json.data.product as { name: string; price: number };
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    expect(showsPrice(await page.getByRole('region', { name: 'Покупка' }).innerText(), price)).toBe(
      true,
    );
    // The section chain is in the breadcrumbs: the product is reachable from its section.
    expect(json.breadcrumbs.map((crumb) => crumb.link)).toContain(SECTION);
    expect(await expectListedProducts(page, json)).toBeGreaterThan(0);
  });

  for (const path of ['/new/', '/discounts/']) {
    test(`issue 11 point 6: ${path} shows H1, breadcrumbs, products with prices and pagination`, async ({
      page,
      request,
    }) => {
      const json = await openAsCrawler(page, request, path);
      expect(await expectListedProducts(page, json)).toBe(24);
      await expectPaginationLink(page, path);
    });
  }

  test('issue 11 point 6: /promotions/ shows H1, breadcrumbs, its text and the offers with prices', async ({
    page,
    request,
  }) => {
    const json = await openAsCrawler(page, request, '/promotions/');
    await expectContent(page, json);
    expect(await expectListedProducts(page, json)).toBeGreaterThan(0);
  });

  test('issue 11 point 6: the gift certificates page shows H1, breadcrumbs and every nominal with its price', async ({
    page,
    request,
  }) => {
    const json = await openAsCrawler(page, request, '/shop/podarochnye-sertifikaty/');
    expect(await expectListedProducts(page, json)).toBeGreaterThan(0);
  });

  test('issue 11 point 6: search results show the query in the H1, products with prices and pagination', async ({
    page,
    request,
  }) => {
    // The url the search box sends a shopper to (tests/e2e/search.spec.ts).
    const path = `/search/?q=${encodeURIComponent('мозаики')}`;
    const json = await openAsCrawler(page, request, path);
    expect(json.seo.h1).toContain('мозаики');
    expect(await expectListedProducts(page, json)).toBe(24);
    await expectPaginationLink(page, path);
  });

  test('issue 11 point 6: /all-reviews/ shows the reviews with their products and pagination', async ({
    page,
    request,
  }) => {
    const json = await openAsCrawler(page, request, '/all-reviews/');
    const reviews = json.data.items as {
      author: string;
      text: string;
      // Null for a review of the shop itself.
      product: { name: string; url: string } | null;
    }[];
    expect(reviews.length).toBeGreaterThan(0);
    const articles = page.getByRole('main').getByRole('article', { name: /^Отзыв: / });
    await expect(articles).toHaveCount(reviews.length);
    for (const [index, review] of reviews.entries()) {
      const article = articles.nth(index);
      await expect(article).toHaveAccessibleName(`Отзыв: ${review.author}`);
      await expect(article).toContainText(review.text);
      if (review.product)
        await expect(
          article.getByRole('link', { name: review.product.name, exact: true }),
        ).toHaveAttribute('href', review.product.url);
    }
    await expectPaginationLink(page, '/all-reviews/');
  });

  test('issue 11 point 6: /club/ links its posts, and a post shows its text', async ({
    page,
    request,
  }) => {
    const club = await openAsCrawler(page, request, '/club/');
    const posts = club.data.posts as { title: string; url: string }[];
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts)
      await expect(
        page.getByRole('main').getByRole('link', { name: post.title, exact: true }),
      ).toHaveAttribute('href', post.url);

    const post = await openAsCrawler(page, request, posts[0]!.url);
    expect(post.seo.h1).toBe(posts[0]!.title);
    await expectContent(page, post);
  });

  for (const path of ['/kontakty/', '/vozvrat-tovarov/']) {
    test(`issue 11 point 6: the content page ${path} shows its H1 and text`, async ({
      page,
      request,
    }) => {
      await expectContent(page, await openAsCrawler(page, request, path));
    });
  }

  test("issue 11 point 6: /shipping/ shows the city's ways of delivery with their prices", async ({
    page,
    request,
  }) => {
    const json = await pageJson(request, '/shipping/');
    const { shipping } = json.data as {
      shipping: {
        location: { nameAccusative: string };
        options: { title: string; price: number }[];
      };
    };
    expect(shipping.options.length).toBeGreaterThan(0);
    expect((await page.goto('/shipping/'))?.status()).toBe(200);
    await expect(page).toHaveTitle(json.seo.title);
    // The screen names the city in its H1 (ShippingScreen), not the page JSON's h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Доставка в ${shipping.location.nameAccusative}`,
    );
    const options = page.getByRole('list', { name: 'Способы доставки' }).getByRole('listitem');
    await expect(options).toHaveCount(shipping.options.length);
    for (const [index, option] of shipping.options.entries()) {
      await expect(options.nth(index)).toContainText(option.title);
      if (option.price > 0)
        expect(showsPrice(await options.nth(index).innerText(), option.price)).toBe(true);
    }
  });

  test('issue 11 point 6 / R-ROUTE-7: an unknown path answers 404 with the error page, kept out of the index', async ({
    page,
  }) => {
    const response = await page.goto('/takoy-stranicy-net/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Это несуществующая страница №404',
    );
    await expect(page).toHaveTitle('Это несуществующая страница №404');
    await expect(page.getByRole('main').getByRole('link', { name: 'На главную' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  });

  test('issue 11 point 6: the header and footer menus are links in the HTML', async ({ page }) => {
    await page.goto('/kontakty/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Каталог' })).toHaveAttribute('href', '/shop/');
    await expect(
      header
        .getByRole('navigation', { name: 'Информация для покупателей' })
        .getByRole('link', { name: 'Доставка и оплата' }),
    ).toHaveAttribute('href', '/shipping/');
    await expect(
      page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: 'Каталог' })
        .getByRole('link', { name: 'Алмазная вышивка', exact: true }),
    ).toHaveAttribute('href', SECTION);
  });
});

/** A city of the demo whose section prices differ from Moscow's, and those prices. */
async function cityWithOtherPrices(request: APIRequestContext) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const { result: cities } = (await (
    await request.get('/api/location/getDefaultList', { headers })
  ).json()) as { result: { id: number; name: string }[] };
  const { result: home } = (await (
    await request.get('/api/location/getCurrent', { headers })
  ).json()) as { result: { id: number; name: string } };
  const pricesIn = async (cityId: number) => {
    const answer = await request.get(SECTION, {
      headers: {
        'X-Source': 'nuxt',
        Cookie: `location_id=${cityId}`,
      },
    });
    const json = (await answer.json()) as PageJson;
    return json.data.products as ListedProduct[];
  };
  const moscow = await pricesIn(home.id);
  for (const city of cities.filter((city) => city.id !== home.id)) {
    const products = await pricesIn(city.id);
    const changed = products.find((product) => {
      const there = moscow.find((other) => other.code === product.code);
      return there !== undefined && there.price !== product.price;
    });
    if (changed) return { city, home, products, moscow, changed };
  }
  throw new Error('no city of the default list has prices of its own');
}

test.describe('issue 11 point 2: the city in the cookie decides the server HTML', () => {
  test.use({ javaScriptEnabled: false });

  test("issue 11 point 2 / R-LOC-3: a section and a product show the cookie city's name and prices without JavaScript", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const { city, home, products, moscow, changed } = await cityWithOtherPrices(request);
    const cardText = (product: ListedProduct) =>
      page
        .getByRole('list', { name: 'Товары' })
        .getByRole('article', { name: product.name, exact: true })
        .innerText();
    const cityButton = (name: string) =>
      page
        .getByRole('banner')
        .getByRole('button', { name: `Выбрать город: ${name}` })
        .first();

    // A guest of the default city first, so a cache that ignored the city would answer the
    // next visitor with these prices.
    await page.goto(SECTION);
    await expect(cityButton(home.name)).toBeVisible();
    const moscowCard = moscow.find((product) => product.code === changed.code)!;
    expect(showsPrice(await cardText(moscowCard), moscowCard.price)).toBe(true);

    await context.addCookies([{ name: 'location_id', value: String(city.id), url: baseURL! }]);
    await page.goto(SECTION);
    await expect(cityButton(city.name)).toBeVisible();
    for (const product of products)
      expect(showsPrice(await cardText(product), product.price), product.name).toBe(true);
    expect(showsPrice(await cardText(changed), moscowCard.price)).toBe(false);

    await page.goto(changed.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(changed.name);
    await expect(cityButton(city.name)).toBeVisible();
    const buy = await page.getByRole('region', { name: 'Покупка' }).innerText();
    expect(showsPrice(buy, changed.price)).toBe(true);
    expect(showsPrice(buy, moscowCard.price)).toBe(false);
  });
});
