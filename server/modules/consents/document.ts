import type { Queryable } from '../../lib/db';
import { CONSENT_DOCUMENT_PATH } from '@shared';

/** The text of one version of the consent document. */
export interface ConsentText {
  version: number;
  title: string;
  /** HTML, shown as the document page's content. */
  content: string;
}

/** One version as the staff screen lists it, with the number of consents that name it. */
interface ConsentVersion {
  version: number;
  savedAt: string;
  /** The staff member's name; null for the first text (the migration's) or a removed account. */
  savedBy: string | null;
  consents: number;
}

/** The latest version's text: the one the page shows and new consents name. */
export async function currentConsentText(db: Queryable): Promise<ConsentText> {
  const [row] = await db.query<ConsentText>(
    `SELECT version, title, content FROM consent_document_versions
      ORDER BY version DESC LIMIT 1`,
  );
  // Migration 033 stores version 1 and nothing deletes versions.
  if (!row) throw new Error('consent_document_versions is empty');
  return row;
}

/** Every version, newest first, with who saved it and how many consents name it. */
export async function consentVersions(db: Queryable): Promise<ConsentVersion[]> {
  const rows = await db.query<{
    version: number;
    saved_at: Date;
    saved_by: string | null;
    consents: number;
  }>(
    `SELECT v.version, v.saved_at, coalesce(nullif(u.name, ''), u.email) AS saved_by,
            (SELECT count(*)::int FROM personal_data_consents c
              WHERE c.document_version = v.version) AS consents
       FROM consent_document_versions v LEFT JOIN users u ON u.id = v.saved_by
      ORDER BY v.version DESC`,
  );
  return rows.map((row) => ({
    version: row.version,
    savedAt: new Date(row.saved_at).toISOString(),
    savedBy: row.saved_by,
    consents: row.consents,
  }));
}

/**
 * Stores a new text as the next version and shows it on the document's page (its title, h1,
 * crumb and content), both in the caller's transaction: the page never shows a text that is not a
 * version, and a consent given after the commit names the version the page shows. The caller
 * holds the document's lock, so the next version number is still free when it is inserted.
 */
export async function addConsentVersion(
  tx: Queryable,
  text: Omit<ConsentText, 'version'>,
  savedBy: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO consent_document_versions (version, title, content, saved_by)
     SELECT coalesce(max(version), 0) + 1, $1, $2, $3 FROM consent_document_versions`,
    [text.title, text.content, savedBy],
  );
  await tx.query(
    `UPDATE pages
        SET title = $2, content = $3,
            seo = seo || jsonb_build_object('title', $2::text, 'h1', $2::text),
            breadcrumbs = jsonb_build_array(jsonb_build_object('title', $2::text, 'link', $1::text)),
            updated_at = now()
      WHERE path = $1`,
    [CONSENT_DOCUMENT_PATH, text.title, text.content],
  );
}
