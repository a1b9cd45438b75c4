import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/openapi';
import { invalidatePageCache, registerPageResolver } from '../page';
import { requireUser } from '../session';
import { addReview, productPage, type ReviewInput } from './service';

/** The product page (page protocol, type 'product') and `POST /api/reviews`. */
export async function productRoutes(app: FastifyInstance): Promise<void> {
  registerPageResolver('product', (path) => path.startsWith('/product/'), productPage);

  route<{ Body: ReviewInput }>(app, 'addReview', async (request) => {
    const user = requireUser(request);
    const review = await addReview(app.db, user, request.body);
    // The product page and the review lists are cached page JSON: show the new review now.
    await invalidatePageCache(app);
    return { result: review };
  });
}
