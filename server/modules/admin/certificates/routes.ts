import type { FastifyInstance } from 'fastify';
import { route } from '../shared';
import { requireStaff } from '../../session';
import { adminCertificatePage } from '../../certificates';
import { blockStaffCertificate } from './service';

/**
 * Issue 26 point 1: the staff's list of gift certificates (code, nominal, balance, the order that
 * bought it, its uses, its state) and blocking one. Staff only (admins and editors), checked here
 * as well as by the session plugin; a block names the staff member in the change log.
 */
export async function adminCertificatesRoutes(app: FastifyInstance): Promise<void> {
  route(app, 'getAdminCertificates', async (request) => {
    requireStaff(request);
    const { page = 1, code } = request.query;
    return { result: await adminCertificatePage(app.db, page, code) };
  });

  route(app, 'blockAdminCertificate', async (request) => ({
    result: await blockStaffCertificate(
      app.db,
      requireStaff(request).id,
      request.params.certificateId,
    ),
  }));
}
