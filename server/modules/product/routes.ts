import type { FastifyInstance } from 'fastify';
import { consumeRateLimit, REVIEW_RATE_LIMIT } from '../../lib/http/rateLimit';
import { route } from '../../lib/openapi';
import { invalidatePageCache } from '../page';
import { requireUser } from '../session';
import { addReview } from './service';

/** `POST /api/reviews`. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'addReview', async (request) => {
    const user = requireUser(request);
    await consumeRateLimit(request, `review:${user.id}`, REVIEW_RATE_LIMIT);
    const review = await addReview(app.db, user, request.body);
    // The product page and the review lists are cached page JSON: show the new review now.
    await invalidatePageCache(app);
    return { result: review };
  });
}
