import type { FastifyInstance, FastifyRequest } from 'fastify';
import { consumeRateLimit, COUPON_RATE_LIMIT } from '../../lib/http/rateLimit';
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
  type BasketInfo,
} from './service';

type BasketReply = { Reply: { result: BasketInfo } };

/**
 * spec §7 basket calls (R-BASKET-1..3). Every change answers the fresh basket, priced for the
 * visitor's city, so the client shows it without a second request.
 */
export async function basketRoutes(app: FastifyInstance): Promise<void> {
  async function answer(request: FastifyRequest, owner: BasketOwner | null) {
    return { result: await basketInfo(app.db, owner, currentLocationId(request)) };
  }

  /** Runs a change on the visitor's basket, then answers the basket. */
  function change<Body = unknown>(
    operationId: string,
    apply: (owner: BasketOwner, body: Body, request: FastifyRequest) => Promise<void>,
  ) {
    route(app, operationId, async (request, reply) => {
      const owner = await claimShopper(request, reply);
      // The body has passed the operation's request schema of openapi.yaml by now.
      await apply(owner, request.body as Body, request);
      return answer(request, owner);
    });
  }

  route<BasketReply>(app, 'getBasketInfo', (request) => answer(request, currentShopper(request)));

  change<{ productId: number; quantity: number }>('addToBasket', (owner, body, request) =>
    addToBasket(app.db, owner, currentLocationId(request), body.productId, body.quantity),
  );
  change<{ basketItemId: number }>('removeFromBasket', (owner, body) =>
    removeFromBasket(app.db, owner, body.basketItemId),
  );
  change('clearBasket', (owner) => clearBasket(app.db, owner));
  change<{ basketItemId: number; quantity: number }>('updateBasketQuantity', (owner, body) =>
    updateQuantity(app.db, owner, body.basketItemId, body.quantity),
  );
  change<{ coupon: string }>('applyCoupon', async (owner, body, request) => {
    await consumeRateLimit(request, `coupon:${request.ip}`, COUPON_RATE_LIMIT);
    await applyCoupon(app.db, owner, body.coupon);
  });
  change<{ coupon: string }>('removeCoupon', (owner, body) =>
    removeCoupon(app.db, owner, body.coupon),
  );
}
