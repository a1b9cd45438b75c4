import { conflict, type Body, type Db, type Queryable, type Schema } from '../shared';
import { loggedSave } from '../changeLog';
import {
  addConsentVersion,
  consentVersions,
  currentConsentText,
  type ConsentText,
} from '../../consents';

/** The change log's name for this screen (staff_changes.tool); one subject: the document. */
const CHANGE_LOG_TOOL = 'consent-document';
const CHANGE_LOG_SUBJECT = 'document';

type ConsentDocument = Schema<'ConsentDocument'>;
type ConsentDocumentSave = Body<'saveAdminConsentDocument'>;

const OUTDATED_VERSION =
  'Документ уже сохранили после того, как вы открыли его: ваша правка не сохранена. Откройте сохранённую версию и внесите правку в неё.';

/** The latest version with its text, and every version with its consents, newest first. */
export async function consentDocumentData(db: Queryable): Promise<ConsentDocument> {
  const text = await currentConsentText(db);
  const versions = await consentVersions(db);
  const current = versions.find((v) => v.version === text.version);
  return {
    ...text,
    savedAt: current?.savedAt ?? new Date(0).toISOString(),
    savedBy: current?.savedBy ?? null,
    versions,
  };
}

/**
 * Issue 27 point 5: a new text of the consent document, saved as the next version in one
 * transaction with the page's row and the change log record. A save started from an older version
 * than the latest is refused (409, nothing written), so one editor never overwrites another's text
 * unseen; a text equal to the latest writes nothing. Resolves to whether anything changed.
 */
export async function saveConsentDocument(
  db: Db,
  userId: number,
  { version, title, content }: ConsentDocumentSave,
): Promise<boolean> {
  const saved = await loggedSave(
    db,
    {
      userId,
      tool: CHANGE_LOG_TOOL,
      subject: CHANGE_LOG_SUBJECT,
      // The log keeps the version with its text, so the history names the version each save made.
      state: (tx) => currentConsentText(tx),
    },
    async (tx) => {
      // Read under the document's lock (loggedSave), so two saves from one version cannot both pass.
      const latest = await currentConsentText(tx);
      if (latest.version !== version) throw conflict(OUTDATED_VERSION);
      if (!sameText(latest, { title, content }))
        await addConsentVersion(tx, { title, content }, userId);
    },
  );
  return saved.changed;
}

const sameText = (a: Omit<ConsentText, 'version'>, b: Omit<ConsentText, 'version'>) =>
  a.title === b.title && a.content === b.content;
