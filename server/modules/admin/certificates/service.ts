import { notFound, type Db } from '../shared';
import { recordChange } from '../changeLog';
import { adminCertificate, blockCertificate, type AdminCertificate } from '../../certificates';

/** The change log's name for this screen (staff_changes.tool); the subject is the code. */
const CHANGE_LOG_TOOL = 'certificates';

/**
 * Blocks a certificate for a staff member (issue 26 point 1) and records it in the change log in
 * the same transaction, so the history always says who blocked it and when.
 */
export async function blockStaffCertificate(
  db: Db,
  userId: number,
  certificateId: number,
): Promise<AdminCertificate> {
  await db.transaction(async (tx) => {
    const { code } = await blockCertificate(tx, certificateId);
    await recordChange(tx, {
      userId,
      tool: CHANGE_LOG_TOOL,
      subject: code,
      before: { blocked: false },
      after: { blocked: true },
      coalesce: false,
    });
  });
  const certificate = await adminCertificate(db, certificateId);
  if (!certificate) throw notFound('Сертификат не найден');
  return certificate;
}
