import { http, HttpResponse, type RequestHandler } from 'msw';
import type { BasketInfo, UserInfo } from '@features/api';
import {
  ADDITIONAL_CITIES,
  ALL_CITIES,
  CATALOG_ADDITIONAL_MENU,
  CATALOG_MENU,
  MOSCOW,
  POPULAR_CITIES,
  TOP_MENU,
  phoneOf,
} from './layoutFixtures';

export interface LayoutServerOptions {
  /** Signed in at the start (as 'Анна'). */
  signedIn?: boolean;
  /** Pieces in the basket, one a line (summary.quantity and count). */
  basketCount?: number;
  /** The city at the start. */
  locationId?: number;
}

const guest: UserInfo = { authorized: false, hash: '', admin: false, editor: false };
const anna: UserInfo = {
  authorized: true,
  hash: 'anna-1',
  admin: false,
  editor: false,
  name: 'Анна',
};

const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

function basketOf(count: number): BasketInfo {
  return {
    items: [],
    coupons: [],
    summary: {
      count,
      quantity: count,
      sum: 0,
      oldSum: 0,
      discount: 0,
      couponDiscount: 0,
      total: 0,
    },
  };
}

/**
 * The shop-state calls the layout makes (spec §7), answered in memory with the shapes of
 * openapi.yaml. Sign-in takes 'anna@example.ru' with 'секрет123'; registration refuses
 * 'zanyato@example.ru' as taken. `requests` lists the state-changing calls for play functions.
 */
export function layoutServer({
  signedIn = false,
  basketCount = 0,
  locationId = MOSCOW.id,
}: LayoutServerOptions = {}) {
  let user = signedIn ? anna : guest;
  let currentId = locationId;
  const requests: { call: string; body: unknown }[] = [];
  const current = () => ALL_CITIES.find((city) => city.id === currentId) ?? MOSCOW;

  const handlers: RequestHandler[] = [
    http.get('/api/user/info', () => HttpResponse.json({ result: user })),
    http.post('/api/user/auth', async ({ request }) => {
      const body = (await request.json()) as { login: string; password: string };
      requests.push({ call: 'auth', body });
      if (body.login !== 'anna@example.ru' || body.password !== 'секрет123')
        return error(401, 'UNAUTHORIZED', 'Неверный логин или пароль');
      user = anna;
      return HttpResponse.json({ result: user, notices: [] });
    }),
    http.post('/api/user/register', async ({ request }) => {
      const body = (await request.json()) as { name: string; email?: string };
      requests.push({ call: 'register', body });
      if (body.email === 'zanyato@example.ru')
        return error(
          409,
          'CONFLICT',
          'Пользователь с такой электронной почтой уже зарегистрирован',
        );
      user = { ...anna, hash: 'new-user', name: body.name };
      return HttpResponse.json({ result: user, notices: [] });
    }),
    http.post('/api/user/logout', () => {
      requests.push({ call: 'logout', body: null });
      user = guest;
      return HttpResponse.json({ result: user });
    }),
    http.get('/api/catalog/basket/info', () =>
      HttpResponse.json({ result: basketOf(basketCount) }),
    ),
    http.get('/api/location/getCurrent', () => HttpResponse.json({ result: current() })),
    http.get('/api/location/getDefaultList', () => HttpResponse.json({ result: POPULAR_CITIES })),
    http.get('/api/location/getAdditionalCities', () =>
      HttpResponse.json({ result: ADDITIONAL_CITIES }),
    ),
    http.get('/api/location/search', ({ request }) => {
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      return HttpResponse.json({
        result: ALL_CITIES.filter((city) => city.name.toLowerCase().startsWith(q)),
      });
    }),
    http.post('/api/location/setLocationId', async ({ request }) => {
      const body = (await request.json()) as { locationId: number };
      requests.push({ call: 'setLocationId', body });
      currentId = body.locationId;
      return HttpResponse.json({ result: current() });
    }),
    http.get('/api/phone/getByLocationId', ({ request }) =>
      HttpResponse.json({
        result: phoneOf(Number(new URL(request.url).searchParams.get('locationId'))),
      }),
    ),
    http.get('/api/menu/topmost', () => HttpResponse.json({ result: TOP_MENU })),
    http.get('/api/menu/catalog', () => HttpResponse.json({ result: CATALOG_MENU })),
    http.get('/api/menu/catalogAdditional', () =>
      HttpResponse.json({ result: CATALOG_ADDITIONAL_MENU }),
    ),
  ];
  return { handlers, requests };
}
