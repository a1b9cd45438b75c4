import type { RouteObject } from 'react-router-dom';
import type { PageLoaders } from '@features/page';
import { ShopLayout } from '../layouts/ShopLayout';
import { RouteErrorPage, UnknownRoutePage } from './RouteErrorPage';
import { RouteScreen } from './RouteScreen';
import {
  CheckoutScreen,
  FavoritesScreen,
  PageScreen,
  PersonalLayout,
  PersonalScreen,
} from './screens';

/** spec §2 / R-LAYOUT-12: the six children of the personal cabinet. */
export const PERSONAL_CHILDREN = [
  'private',
  'orders',
  'purchases',
  'reviews',
  'subscribe',
  'favorites',
];

/**
 * Pages of the §2 table the server's page content draws (CMS pages, and typed pages until their
 * feature registers a renderer). Named so the table is complete here; the catch-all would draw
 * them the same way.
 */
export const SERVER_PAGE_PATHS = [
  'all-reviews/',
  'almaznaya-vyshivka-na-zakaz-po-fotografii/',
  'bitrix-fallback/',
  'kontakty/',
  'korporativnye-podarki-raskraski-po-nomeram/',
  'promotions/',
  'to-order/',
  'vozvrat-tovarov/',
  'shop/podarochnye-sertifikaty/',
];

/** Catalogue-like roots with any depth below (spec §2: `/shop/{sectionCode?}/*` ...). */
const SERVER_PAGE_TREES = ['shop/*', 'new/*', 'discounts/*', 'club/*'];

/**
 * The shopper route table of spec §2 (R-ROUTE-5). Every route has a loader: the url rules first
 * (R-ROUTE-1..3), then the page JSON of its full path (R-PAGE-1), except the checkout and
 * shipping, which skip that fetch (R-ROUTE-4). Screens are lazy chunks.
 */
export function shopRoutes(loaders: PageLoaders): RouteObject[] {
  const page = (path: string): RouteObject => ({
    path,
    loader: loaders.page,
    element: <RouteScreen screen={PageScreen} />,
  });

  return [
    {
      element: <ShopLayout />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, loader: loaders.page, element: <RouteScreen screen={PageScreen} /> },
            {
              path: 'favorites/',
              loader: loaders.page,
              element: <RouteScreen screen={FavoritesScreen} />,
            },
            {
              path: 'personal/order/make/',
              loader: loaders.clientPage('checkout', 'Оформление заказа'),
              element: <RouteScreen screen={CheckoutScreen} />,
            },
            {
              path: 'personal/',
              element: <RouteScreen screen={PersonalLayout} withHead={false} />,
              children: [
                {
                  index: true,
                  loader: loaders.page,
                  element: <RouteScreen screen={PersonalScreen} />,
                },
                ...PERSONAL_CHILDREN.map((child) => ({
                  path: `${child}/`,
                  loader: loaders.page,
                  element: <RouteScreen screen={PersonalScreen} />,
                })),
              ],
            },
            // R-ROUTE-6: a cabinet path none of the above knows, for guests and members alike.
            { path: 'personal/*', loader: loaders.normalOnly, element: <UnknownRoutePage /> },
            page('product/:sectionCode/:productCode/'),
            {
              path: 'shipping/:locationCode?/*',
              loader: loaders.clientPage('shipping', 'Доставка'),
              element: <RouteScreen screen={PageScreen} />,
            },
            ...SERVER_PAGE_PATHS.map(page),
            ...SERVER_PAGE_TREES.map(page),
            // R-ROUTE-6: any other path is what the server's page content says it is.
            page('*'),
          ],
        },
      ],
    },
  ];
}
