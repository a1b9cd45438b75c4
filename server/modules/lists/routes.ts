import type { FastifyInstance } from 'fastify';
import { consumeRateLimit, CORPORATE_RATE_LIMIT } from '../../lib/http/rateLimit';
import { route } from '../../lib/openapi';
import { currentLocationId } from '../location';
import type { PageRoute } from '../page';
import { clubPage } from './clubPages';
import {
  allReviewsPage,
  contactsPage,
  giftCertificatesPage,
  homePage,
  promotionsPage,
} from './contentPages';
import { corporatePage, sendCorporateRequest } from './corporate';
import { PHOTO_ORDER_PATH, photoOrderPage } from './photoOrderPage';
import { productListPage } from './productLists';
import { shippingOptions } from '../shipping';
import { shippingPage } from './shippingPage';

const exact = (path: string) => (candidate: string) => candidate === path;
const under = (prefix: string) => (candidate: string) => candidate.startsWith(prefix);

/** List and content pages of the page protocol (types as in docs/api.md). */
export const listsPages: PageRoute[] = [
  { type: 'home', matches: exact('/'), resolve: homePage },
  { type: 'new', matches: under('/new/'), resolve: productListPage('new') },
  { type: 'discounts', matches: under('/discounts/'), resolve: productListPage('discounts') },
  { type: 'promotions', matches: exact('/promotions/'), resolve: promotionsPage },
  {
    type: 'giftCertificates',
    matches: exact('/shop/podarochnye-sertifikaty/'),
    resolve: giftCertificatesPage,
  },
  { type: 'reviews', matches: exact('/all-reviews/'), resolve: allReviewsPage },
  { type: 'club', matches: under('/club/'), resolve: clubPage },
  { type: 'shipping', matches: under('/shipping/'), resolve: shippingPage },
  { type: 'contacts', matches: exact('/kontakty/'), resolve: contactsPage },
  { type: 'photo', matches: exact(PHOTO_ORDER_PATH), resolve: photoOrderPage },
  {
    type: 'corporate',
    matches: exact('/korporativnye-podarki-raskraski-po-nomeram/'),
    resolve: corporatePage,
  },
];

/** The calls of the list and content pages. */
export async function listsRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getShippingOptions', async (request) => ({
    result: await shippingOptions(app.db, request.query.locationCode, currentLocationId(request)),
  }));

  route(app, 'sendCorporateRequest', async (request) => {
    await consumeRateLimit(request, `corporate:${request.ip}`, CORPORATE_RATE_LIMIT);
    return { result: await sendCorporateRequest(app.db, request.body, request.session.userId) };
  });
}
