import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { ThemeProvider } from '@ui/theme';
import type { PageJson } from '@features/api';
import { createPageLoaders, type EmbeddedPage } from '@features/page';
import { selectUser } from '@features/session';
import { setUpFakeShopServer } from '../testing/fakeShopServer';
import { isNavigationLoading } from './navigationLoading';
import { shopRoutes } from './shopRoutes';
import { ShopRoutesContext } from './ShopRoutesContext';

const shop = setUpFakeShopServer();

// jsdom has no scrolling; the router's scroll restoration calls it after every navigation.
beforeAll(() => vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined));
// Compile the route chunks once up front, so no test pays for it inside its own time limit.
beforeAll(async () => {
  await Promise.all([
    import('../screens/PageScreen'),
    import('@features/favorites/screens'),
    import('@features/personal'),
    import('@features/personal/checkout'),
  ]);
}, 60_000);
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-app-ready');
});

const cmsPage = (h1: string, content: string): PageJson => ({
  type: 'content',
  content,
  css: [],
  js: [],
  panel: '',
  seo: {
    meta: [{ name: 'description', content: `${h1}: #GOODS_COUNT# товаров` }],
    title: `${h1} — магазин`,
    h1,
    canonical: '/',
  },
  breadcrumbs: [{ title: h1, link: '/' }],
  variables: { GOODS_MIN_PRICE: 10, GOODS_MAX_PRICE: 900, GOODS_COUNT: 42 },
  data: null,
});

/** Page requests the fake server got: "path?query [nocache]". */
function servePages(pages: Record<string, { status: number; body?: unknown; location?: string }>) {
  const requests: { url: string; source: string | null; nocache: string | null }[] = [];
  shop.server.use(
    // The header and footer ask for menus and the city's phone.
    http.get(/\/api\/menu\//, () => HttpResponse.json({ result: [] })),
    http.get('/api/phone/getByLocationId', () =>
      HttpResponse.json({ result: { value: '+7 (495) 000-00-00', normalized: '+74950000000' } }),
    ),
    http.get(/^http:\/\/[^/]+\/(?!api\/)/, ({ request }) => {
      const url = new URL(request.url);
      requests.push({
        url: url.pathname + url.search,
        source: request.headers.get('x-source'),
        nocache: request.headers.get('x-nocache'),
      });
      const answer = pages[url.pathname] ?? {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Это несуществующая страница №404' } },
      };
      if (answer.location)
        return new HttpResponse(null, {
          status: answer.status,
          headers: { Location: answer.location },
        });
      return HttpResponse.json(answer.body as object, { status: answer.status });
    }),
  );
  return requests;
}

function renderShop(url: string, { embedded = null }: { embedded?: EmbeddedPage | null } = {}) {
  const store = shop.makeStore();
  const loaders = createPageLoaders({
    dispatch: store.dispatch,
    isEditor: () => selectUser(store.getState())?.editor === true,
    embedded,
  });
  const routes = shopRoutes(loaders);
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <Provider store={store}>
      <ThemeProvider>
        <ShopRoutesContext.Provider value={routes}>
          <RouterProvider router={router} />
        </ShopRoutesContext.Provider>
      </ThemeProvider>
    </Provider>,
  );
  return { store, router };
}

const contacts = cmsPage('Контакты', '<p>Мы работаем ежедневно с 9:00 до 21:00.</p>');

describe('the shop router', () => {
  // First in the file: React Router warns about a missing HydrateFallback only once per module.
  it('issue 9 point 20: the first page loads behind a pending screen, without a HydrateFallback warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    servePages({ '/kontakty/': { status: 200, body: contacts } });
    renderShop('/kontakty/');
    expect(screen.getByRole('main').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
    expect(warn.mock.calls.flat().join('\n')).not.toContain('HydrateFallback');
  }, 15_000);

  it('R-PAGE-1: fetches the full path with X-Source: nuxt and shows the page with its head', async () => {
    const requests = servePages({ '/kontakty/': { status: 200, body: contacts } });
    renderShop('/kontakty/?utm=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
    expect(screen.getByText('Мы работаем ежедневно с 9:00 до 21:00.')).toBeTruthy();
    expect(requests).toEqual([{ url: '/kontakty/?utm=1', source: 'nuxt', nocache: null }]);
    await waitFor(() => expect(document.title).toBe('Контакты — магазин'));
    expect(document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      'Контакты: 42 товаров',
    );
    // issue 11: the document says when a screen is live (public/boot.js starts it late).
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
  });

  it('R-ROUTE-1: a path without the trailing slash is replaced by the slashed one before any fetch', async () => {
    const requests = servePages({ '/kontakty/': { status: 200, body: contacts } });
    const { router } = renderShop('/kontakty?utm=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe('/kontakty/?utm=1');
    expect(requests.map(({ url }) => url)).toEqual(['/kontakty/?utm=1']);
  });

  it('R-ROUTE-3: a page-1 url is replaced by the base url', async () => {
    const requests = servePages({ '/shop/': { status: 200, body: cmsPage('Каталог', '') } });
    const { router } = renderShop('/shop/page/1/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Каталог' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/shop/');
    expect(requests.map(({ url }) => url)).toEqual(['/shop/']);
  });

  it('R-PAGE-2: editors ask for pages with X-Nocache', async () => {
    shop.state.user = { authorized: true, hash: 'e1', admin: false, editor: true };
    const requests = servePages({
      '/': { status: 200, body: cmsPage('Главная', '') },
      '/kontakty/': { status: 200, body: contacts },
    });
    const { store, router } = renderShop('/');
    await waitFor(() => expect(selectUser(store.getState())?.editor).toBe(true));
    await act(() => router.navigate('/kontakty/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
    expect(requests.at(-1)).toEqual({ url: '/kontakty/', source: 'nuxt', nocache: '1' });
  });

  it('R-PAGE-3: a 301 answer is followed and its location becomes the url', async () => {
    servePages({
      '/kontakty-staroe/': { status: 301, location: '/kontakty/' },
      '/kontakty/': { status: 200, body: contacts },
    });
    const { router } = renderShop('/kontakty-staroe/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/kontakty/'));
  });

  it('R-ROUTE-7: a 404 answer shows the 404 text with a link home', async () => {
    servePages({});
    renderShop('/net-takoy-stranicy/');
    expect(
      await screen.findByRole('heading', { name: 'Это несуществующая страница №404' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Это несуществующая страница №404'));
    expect(document.documentElement.hasAttribute('data-app-ready')).toBe(true);
  });

  it('R-ROUTE-8 / R-PAGE-8: another failed status shows the general error text and the code', async () => {
    servePages({
      '/kontakty/': {
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Внутренняя ошибка сервера' } },
      },
    });
    renderShop('/kontakty/');
    expect(await screen.findByRole('heading', { name: 'Упс! Что-то пошло не так!' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'На главную' }).getAttribute('href')).toBe('/');
  });

  it('R-ROUTE-6: a path inside the app that no route knows says so, without asking the server', async () => {
    const requests = servePages({});
    renderShop('/personal/xyz/');
    expect(
      await screen.findByRole('heading', { name: 'This page could not be found' }),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('R-ROUTE-4: the checkout and shipping routes make no page-content request', async () => {
    const requests = servePages({});
    const { router } = renderShop('/personal/order/make/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Оформление заказа' }),
    ).toBeTruthy();
    expect(await screen.findByText('В корзине пока ничего нет')).toBeTruthy();
    await act(() => router.navigate('/shipping/moskva/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Доставка' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it("the first page comes from the shell's embedded JSON without a request", async () => {
    const requests = servePages({});
    renderShop('/kontakty/', {
      embedded: { url: '/kontakty/', answer: { kind: 'page', page: contacts } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Контакты' })).toBeTruthy();
    expect(requests).toEqual([]);
  });

  it('R-ROUTE-5: every shopper route of the §2 table has its route', () => {
    const loaders = createPageLoaders({
      dispatch: (() => undefined) as never,
      isEditor: () => false,
      embedded: null,
    });
    const routes = shopRoutes(loaders);
    const leafPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;
    const own = {
      '/favorites/': 'favorites/',
      '/personal/order/make/': 'personal/order/make/',
      '/product/kartiny/kot-v-sapogah/': 'product/:sectionCode/:productCode/',
      '/shop/': 'shop/*',
      '/shop/kartiny/page/2/': 'shop/*',
      '/shop/podarochnye-sertifikaty/': 'shop/podarochnye-sertifikaty/',
      '/shipping/': 'shipping/:locationCode?/*',
      '/shipping/moskva/': 'shipping/:locationCode?/*',
      '/new/': 'new/*',
      '/discounts/kartiny/': 'discounts/*',
      '/club/blog/post/': 'club/*',
      '/all-reviews/': 'all-reviews/',
      '/kontakty/': 'kontakty/',
      '/to-order/': 'to-order/',
      '/some/cms/page/': '*',
    };
    for (const [url, path] of Object.entries(own)) expect(leafPath(url), url).toBe(path);
    for (const child of ['private', 'orders', 'purchases', 'reviews', 'subscribe', 'favorites'])
      expect(leafPath(`/personal/${child}/`)).toBe(`${child}/`);
    expect(matchRoutes(routes, '/personal/')?.at(-1)?.route.index).toBe(true);
    // Issue 15: an order's page, and the order and purchase lists' further pages.
    expect(leafPath('/personal/orders/1024/')).toBe('orders/:orderId/');
    expect(leafPath('/personal/orders/page/2/')).toBe('orders/page/:page/');
    expect(leafPath('/personal/purchases/page/3/')).toBe('purchases/page/:page/');
    expect(matchRoutes(routes, '/')?.at(-1)?.route.index).toBe(true);
  });

  it('R-NAV-1: the loading indicator is on while navigating unless the destination sets loading=false', () => {
    const routes = [
      { path: '/', handle: {} },
      { path: '/quiet/', handle: { loading: false } },
    ];
    const loading = (pathname: string) =>
      isNavigationLoading(routes, {
        state: 'loading',
        location: { pathname, search: '', hash: '', state: null, key: 'k' },
      });
    expect(loading('/')).toBe(true);
    expect(loading('/quiet/')).toBe(false);
    expect(isNavigationLoading(routes, { state: 'idle' })).toBe(false);
  });
});

describe('the staff area routes (issue 12 point 1)', () => {
  beforeAll(() => import('@features/admin'), 60_000);

  const staffPage = (path: string): PageJson => ({
    ...cmsPage('Администрирование', ''),
    type: 'admin',
    data: null,
    breadcrumbs: [],
    seo: { meta: [], title: 'Администрирование', h1: 'Администрирование', canonical: path },
  });

  it('issue 12 point 1 / issue 15 point 7: every staff tool has its place under /admin/', () => {
    const routes = shopRoutes(
      createPageLoaders({
        dispatch: (() => undefined) as never,
        isEditor: () => false,
        embedded: null,
      }),
    );
    const leafPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;
    expect(matchRoutes(routes, '/admin/')?.at(-1)?.route.index).toBe(true);
    for (const tool of [
      'filter',
      'filter-seo',
      'search-transitions',
      'catalog-exchange',
      'section-relations',
      'csv-columns',
      'orders',
      'market-feed',
    ])
      expect(leafPath(`/admin/${tool}/`)).toBe(`${tool}/`);
  });

  it('issue 12 point 1 / R-ROLE-2: a staff member the server lets in sees the start page in the staff layout', async () => {
    shop.state.user = {
      authorized: true,
      hash: 'e2',
      admin: false,
      editor: true,
      name: 'Редактор',
    };
    const requests = servePages({ '/admin/': { status: 200, body: staffPage('/admin/') } });
    renderShop('/admin/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Администрирование' }),
    ).toBeTruthy();
    expect(await screen.findByText('Редактор')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Инструменты' })).toBeTruthy();
    expect(requests.map(({ url }) => url)).toEqual(['/admin/']);
  });

  it('issue 12 point 1 / R-ROLE-2: when the server answers 404 the shop 404 page shows, without the staff layout', async () => {
    servePages({});
    renderShop('/admin/filter/');
    expect(
      await screen.findByRole('heading', { name: 'Это несуществующая страница №404' }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Инструменты' })).toBeNull();
  });
});
