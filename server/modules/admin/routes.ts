import type { FastifyInstance } from 'fastify';
import { adminCertificatesRoutes } from './certificates';
import {
  catalogExchangeRoutes,
  catalogImportJobRoutes,
  exchange1cRoutes,
  importUploads,
} from './catalogExchange';
import { consentDocumentRoutes } from './consentDocument';
import { csvColumnsRoutes } from './csvColumns';
import { filterConfigRoutes } from './filterConfig';
import { filterSeoRoutes } from './filterSeo';
import { historyRoutes } from './history';
import { marketFeedRoutes } from './marketFeed';
import { adminOrdersRoutes } from './orders';
import { searchTransitionsRoutes } from './searchTransitions';
import { sectionRelationsRoutes } from './sectionRelations';
import { withFormPosts } from '../../lib/http/formPosts';

/** The staff tools' calls under /api/admin (spec §7); the session plugin guards them all. */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  await app.register(filterConfigRoutes);
  await app.register(filterSeoRoutes);
  await app.register(searchTransitionsRoutes);
  await app.register(withFormPosts(csvColumnsRoutes));
  await app.register(withFormPosts(sectionRelationsRoutes));
  await app.register(withFormPosts(catalogExchangeRoutes, importUploads(app.config.dataDir)));
  await app.register(catalogImportJobRoutes);
  await app.register(exchange1cRoutes);
  await app.register(adminOrdersRoutes);
  await app.register(adminCertificatesRoutes);
  await app.register(marketFeedRoutes);
  await app.register(consentDocumentRoutes);
  await app.register(historyRoutes);
}
