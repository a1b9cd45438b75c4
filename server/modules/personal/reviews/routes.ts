import type { FastifyInstance } from 'fastify';
import { OK_ANSWER, route } from '../shared';
import { invalidatePageCache } from '../../page';
import { requireUser } from '../../session';
import { deleteMyReview, myReviews, updateMyReview } from './service';

/**
 * The cabinet's 'Мои отзывы' (issue 15 point 5). The product pages and review lists are cached
 * page JSON, so a change is shown there at once by dropping that cache.
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getMyReviews', async (request) => ({
    result: await myReviews(app.db, requireUser(request).id),
  }));

  route(app, 'updateMyReview', async (request) => {
    const user = requireUser(request);
    const review = await updateMyReview(app.db, user.id, request.params.reviewId, request.body);
    await invalidatePageCache(app);
    return { result: review };
  });

  route(app, 'deleteMyReview', async (request) => {
    const user = requireUser(request);
    await deleteMyReview(app.db, user.id, request.params.reviewId);
    await invalidatePageCache(app);
    return OK_ANSWER;
  });
}
