import type { FastifyInstance } from 'fastify';
import { consumeRateLimit } from '../../lib/http/rateLimit';
import { route } from '../../lib/openapi';
import { currentLocationId } from '../location';
import { registerPageResolver } from '../page';
import { clubPage } from './clubPages';
import {
  allReviewsPage,
  contactsPage,
  giftCertificatesPage,
  homePage,
  promotionsPage,
} from './contentPages';
import { sendCorporateRequest, type CorporateRequestInput } from './corporate';
import { productListPage } from './productLists';
import { shippingOptions, shippingPage } from './shippingPage';

const exact = (path: string) => (candidate: string) => candidate === path;
const under = (prefix: string) => (candidate: string) => candidate.startsWith(prefix);

/** A public form: a few requests per visitor address, so a script cannot fill the table. */
const CORPORATE_RATE_LIMIT = { limit: 5, windowSeconds: 600 };

/**
 * List and content pages of the page protocol (types as in docs/api.md) and the calls of those
 * pages. Registered before the catalogue module, so the gift certificate url under /shop/ is
 * answered here.
 */
export async function listsRoutes(app: FastifyInstance): Promise<void> {
  registerPageResolver('home', exact('/'), homePage);
  registerPageResolver('new', under('/new/'), productListPage('new'));
  registerPageResolver('discounts', under('/discounts/'), productListPage('discounts'));
  registerPageResolver('promotions', exact('/promotions/'), promotionsPage);
  registerPageResolver(
    'giftCertificates',
    exact('/shop/podarochnye-sertifikaty/'),
    giftCertificatesPage,
  );
  registerPageResolver('reviews', exact('/all-reviews/'), allReviewsPage);
  registerPageResolver('club', under('/club/'), clubPage);
  registerPageResolver('shipping', under('/shipping/'), shippingPage);
  registerPageResolver('contacts', exact('/kontakty/'), contactsPage);

  route<{ Querystring: { locationCode?: string } }>(app, 'getShippingOptions', async (request) => ({
    result: await shippingOptions(app.db, request.query.locationCode, currentLocationId(request)),
  }));

  route<{ Body: CorporateRequestInput }>(app, 'sendCorporateRequest', async (request) => {
    await consumeRateLimit(app.db, `corporate:${request.ip}`, CORPORATE_RATE_LIMIT);
    return { result: await sendCorporateRequest(app.db, request.body) };
  });
}
