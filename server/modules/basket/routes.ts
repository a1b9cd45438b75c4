import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeRateLimit, COUPON_RATE_LIMIT } from '../../lib/http/rateLimit';
import type { Body } from '../../lib/api/contract';
import { route } from '../../lib/openapi';
import { currentLocationId } from '../location';
import type { BasketOwner } from './queries';
import { claimShopper, currentShopper } from '../session';
import {
  addToBasket,
  applyCoupon,
  basketInfo,
  clearBasket,
  removeCoupon,
  removeFromBasket,
  updateQuantity,
} from './service';

type BasketChange =
  | 'addToBasket'
  | 'removeFromBasket'
  | 'clearBasket'
  | 'updateBasketQuantity'
  | 'applyCoupon'
  | 'removeCoupon';

/**
 * spec §7 basket calls (R-BASKET-1..3). Every change answers the fresh basket, priced for the
 * visitor's city, so the client shows it without a second request.
 */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  async function answer(request: FastifyRequest, owner: BasketOwner | null) {
    return { result: await basketInfo(app.db, owner, currentLocationId(request)) };
  }

  /** Runs a change on the visitor's basket, then answers the basket. */
  function change<Id extends BasketChange>(
    operationId: Id,
    apply: (owner: BasketOwner, body: Body<Id>, request: FastifyRequest) => Promise<void>,
  ) {
    route(app, operationId as BasketChange, async (request, reply) => {
      const owner = await claimShopper(request, reply);
      // The body has passed the operation's request schema of openapi.yaml by now.
      await apply(owner, request.body as Body<Id>, request);
      return answer(request, owner);
    });
  }

  route(app, 'getBasketInfo', (request) => answer(request, currentShopper(request)));

  change('addToBasket', (owner, body, request) =>
    addToBasket(app.db, owner, currentLocationId(request), body.productId, body.quantity),
  );
  change('removeFromBasket', (owner, body) => removeFromBasket(app.db, owner, body.basketItemId));
  change('clearBasket', (owner) => clearBasket(app.db, owner));
  change('updateBasketQuantity', (owner, body) =>
    updateQuantity(app.db, owner, body.basketItemId, body.quantity),
  );
  change('applyCoupon', async (owner, body, request) => {
    await consumeRateLimit(request, `coupon:${request.ip}`, COUPON_RATE_LIMIT);
    await applyCoupon(app.db, owner, body.coupon);
  });
  change('removeCoupon', (owner, body) => removeCoupon(app.db, owner, body.coupon));
}
