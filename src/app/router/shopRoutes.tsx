import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ADMIN_HOME_PATH, ADMIN_PATHS } from '@shared';
import type { PageLoaders } from '@features/page';
import { ShopLayout } from '../layouts/ShopLayout';
import { RouteErrorPage, UnknownRoutePage } from './RouteErrorPage';
import { RoutePending, RouteScreen } from './RouteScreen';
import {
  AdminLayout,
  AdminStartScreen,
  AdminToolScreen,
  CheckoutScreen,
  FavoritesScreen,
  MyReviewsScreen,
  OrderScreen,
  OrdersScreen,
  PageScreen,
  PersonalHomeScreen,
  PersonalLayout,
  PrivateDataScreen,
  PurchasesScreen,
  SubscriptionScreen,
} from './screens';

/**
 * spec §2 / R-LAYOUT-12: the six children of the personal cabinet and their screens; the order
 * and purchase lists go on over `/page/{n}/` and each order has its page (issue 15). The cabinet's
 * favorites tab is the favorites page itself, in its own chunk.
 */
const PERSONAL_CHILDREN: [path: string, screen: ComponentType][] = [
  ['private/', PrivateDataScreen],
  ['orders/', OrdersScreen],
  ['orders/page/:page/', OrdersScreen],
  ['orders/:orderId/', OrderScreen],
  ['purchases/', PurchasesScreen],
  ['purchases/page/:page/', PurchasesScreen],
  ['reviews/', MyReviewsScreen],
  ['subscribe/', SubscriptionScreen],
  ['favorites/', FavoritesScreen],
];

/**
 * Pages of the §2 table the server's page content draws (CMS pages, and typed pages until their
 * feature registers a renderer). Named so the table is complete here; the catch-all would draw
 * them the same way.
 */
const SERVER_PAGE_PATHS = [
  'all-reviews/',
  'bitrix-fallback/',
  'kontakty/',
  'korporativnye-podarki-raskraski-po-nomeram/',
  'promotions/',
  'to-order/',
  'vozvrat-tovarov/',
  'shop/podarochnye-sertifikaty/',
];

/**
 * The places of the staff tools under `/admin/` (the one list in @shared), relative to the staff
 * area's route. Read from @shared rather than the admin feature, so the route table pulls no staff
 * code into the shop's entry chunk.
 */
const ADMIN_TOOL_PATHS = Object.values(ADMIN_PATHS).map((href) =>
  href.slice(ADMIN_HOME_PATH.length),
);

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
          // Every route below has a loader, so the first render waits for one: the header and
          // footer show at once, the screen's place shows this until the loader is done.
          hydrateFallbackElement: <RoutePending />,
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
                  element: <RouteScreen screen={PersonalHomeScreen} />,
                },
                ...PERSONAL_CHILDREN.map(([path, screen]) => ({
                  path,
                  loader: loaders.page,
                  element: <RouteScreen screen={screen} />,
                })),
              ],
            },
            // R-ROUTE-6: a cabinet path none of the above knows, for guests and members alike.
            { path: 'personal/*', loader: loaders.normalOnly, element: <UnknownRoutePage /> },
            {
              // R-ROLE-2: the page JSON is the server's answer on who may open the staff area; for
              // anyone but staff it is a 404, shown by the error element above, so the staff
              // chunks are never fetched for them.
              path: ADMIN_HOME_PATH.slice(1),
              element: <RouteScreen screen={AdminLayout} withHead={false} />,
              children: [
                {
                  index: true,
                  loader: loaders.page,
                  element: <RouteScreen screen={AdminStartScreen} />,
                },
                ...ADMIN_TOOL_PATHS.map((tool) => ({
                  path: tool,
                  loader: loaders.page,
                  element: <RouteScreen screen={AdminToolScreen} />,
                })),
                { path: '*', loader: loaders.page, element: <UnknownRoutePage /> },
              ],
            },
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
