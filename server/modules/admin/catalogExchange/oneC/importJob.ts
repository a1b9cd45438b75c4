import { randomBytes } from 'node:crypto';
import { access, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import type { Db, Queryable, Transaction } from '../shared';
import { loadExisting } from '../import/jobs/existing';
import { writePatches, type StoredForWrite } from '../import/jobs/write';
import type { ProductPatch } from '../import/rows/types';
import { groupXmlIds, writeGroups, writeProperties } from './classifier';
import { loadExchangeContext, type ExchangeContext } from './context';
import type { ExchangeSession } from './exchangeSession';
import { brokenXml, ExchangeFailure, notCommerceMl } from './failure';
import { exchangeFile, unpackArchives } from './files';
import {
  freeProductCodes,
  FURTHER_GROUPS_ITEM,
  furtherGroupsReason,
  goodPatch,
  hasFurtherGroups,
} from './goods';
import { loadOfferProducts, mapPriceTypes, offerPatch, offerProductXmlId } from './offers';
import {
  readPictures,
  removeReplacedPictures,
  writePictures,
  type PictureFolders,
} from './pictures';
import { storeProblems, type Problem } from './problems';
import { missingGoodsRule } from './settings';
import { BrokenXml, textOf, xmlItems, type XmlItem, type XmlNode } from './xmlItems';

const ROOT = 'КоммерческаяИнформация';
const PATHS = {
  groups: `${ROOT}/Классификатор/Группы`,
  properties: `${ROOT}/Классификатор/Свойства`,
  classifierPriceTypes: `${ROOT}/Классификатор/ТипыЦен`,
  packagePriceTypes: `${ROOT}/ПакетПредложений/ТипыЦен`,
  good: `${ROOT}/Каталог/Товары/Товар`,
  offer: `${ROOT}/ПакетПредложений/Предложения/Предложение`,
  catalog: `${ROOT}/Каталог`,
  offers: `${ROOT}/ПакетПредложений`,
};
const KEPT = new Set(Object.values(PATHS).filter((p) => p !== PATHS.catalog && p !== PATHS.offers));
const keep = (path: string) => KEPT.has(path) || path.endsWith('/СодержитТолькоИзменения');

/** A call works batches for this long, then answers `progress` (1C calls again at once). */
const STEP_MS = 10_000;
const LEASE_SECONDS = 30;
/**
 * Goods or offers a transaction writes. The embedded engine's one connection serves shoppers
 * between batches; on PostgreSQL 250 writes as fast as 1 000 did (import.xml 16.8 s both) while
 * the process's heap holds a quarter of the XML trees and rows at a time: it grew 140 MB over the
 * 100 000-good file instead of 330 MB (docs/benchmarks.md, issue 28 point 5).
 */
const batchSize = (engine: Db['engine']) => (engine === 'pglite' ? 100 : 250);

interface ImportRow {
  id: number;
  file_name: string;
  kind: 'import' | 'offers';
  status: 'checking' | 'writing' | 'done' | 'failed';
  partial: boolean;
  classifier_done: boolean;
  total: number;
  checkpoint: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  error: string | null;
}

const notUploaded = (name: string) => `Файл «${name}» не загружен: отправьте его перед импортом`;
const unknownFile = (name: string) =>
  `Файл «${name}» не импортируется: магазин принимает import.xml и offers.xml`;
const BUSY = 'Импорт этого файла уже идёт в другом запросе, подождите';

/** Another call took the import over (this one's lease ran out): it writes on, this one stops. */
class LeaseLost extends Error {}

function kindOf(name: string): 'import' | 'offers' {
  const file = basename(name).toLowerCase();
  if (file.startsWith('import') && file.endsWith('.xml')) return 'import';
  if (file.startsWith('offers') && file.endsWith('.xml')) return 'offers';
  throw new ExchangeFailure(unknownFile(name));
}

export interface ImportDeps {
  db: Db;
  dataDir: string;
  /** After an import: every process shows the catalogue as it is now. */
  announceCatalogChange(): Promise<void>;
  /** How long a call writes batches before it answers `progress` (STEP_MS; tests shorten it). */
  stepMs?: number;
}

/**
 * type=catalog&mode=import: one step of the file's import. The first call checks the whole file
 * (well-formed XML, items counted) and writes nothing; later calls write batches, each in one
 * transaction with its checkpoint, for STEP_MS, and answer `progress` with a Russian line; the
 * last answers `success`. The call holds the import's lease, so parallel calls never write twice.
 */
export async function importStep(
  deps: ImportDeps,
  session: ExchangeSession,
  fileName: string,
): Promise<string> {
  const kind = kindOf(fileName);
  await unpackArchives(deps.dataDir, session);
  const path = exchangeFile(deps.dataDir, session, fileName);
  const { db } = deps;
  await db.query(
    `INSERT INTO exchange_1c_imports (session_id, file_name, kind) VALUES ($1, $2, $3)
     ON CONFLICT (session_id, file_name) DO NOTHING`,
    [session.id, fileName, kind],
  );
  const owner = randomBytes(8).toString('hex');
  const [job] = await db.query<ImportRow>(
    `UPDATE exchange_1c_imports
        SET lease_owner = $3, lease_until = now() + make_interval(secs => $4)
      WHERE session_id = $1 AND file_name = $2 AND status IN ('checking', 'writing')
        AND lease_until < now()
      RETURNING *`,
    [session.id, fileName, owner, LEASE_SECONDS],
  );
  if (!job) {
    const [row] = await db.query<ImportRow>(
      'SELECT * FROM exchange_1c_imports WHERE session_id = $1 AND file_name = $2',
      [session.id, fileName],
    );
    if (row?.status === 'done') return 'success';
    if (row?.status === 'failed') throw new ExchangeFailure(row.error ?? '');
    return `progress\n${BUSY}`;
  }
  try {
    if (
      !(await access(path).then(
        () => true,
        () => false,
      ))
    )
      throw new ExchangeFailure(notUploaded(fileName));
    if (job.status === 'checking') return `progress\n${await checkFile(db, job, path)}`;
    const folders: PictureFolders = {
      dataDir: deps.dataDir,
      exchangeFile: (name) => exchangeFile(deps.dataDir, session, name),
    };
    const finished = await writeSome(db, job, {
      path,
      owner,
      folders,
      stepMs: deps.stepMs ?? STEP_MS,
    });
    if (!finished) return `progress\n${progressLine(await reread(db, job.id))}`;
    await deps.announceCatalogChange();
    return 'success';
  } catch (error) {
    if (error instanceof LeaseLost) return `progress\n${BUSY}`;
    if (!(error instanceof ExchangeFailure)) throw error;
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE exchange_1c_imports SET status = 'failed', error = $2, finished_at = now()
          WHERE id = $1`,
        [job.id, error.message],
      );
      await tx.query('DELETE FROM exchange_1c_import_names WHERE import_id = $1', [job.id]);
    });
    throw error;
  } finally {
    await db.query(
      `UPDATE exchange_1c_imports SET lease_owner = NULL, lease_until = '-infinity'
        WHERE id = $1 AND lease_owner = $2`,
      [job.id, owner],
    );
  }
}

const reread = async (db: Db, id: number) =>
  (await db.query<ImportRow>('SELECT * FROM exchange_1c_imports WHERE id = $1', [id]))[0]!;

const itemWord = (job: ImportRow) => (job.kind === 'import' ? 'товаров' : 'предложений');

function progressLine(job: ImportRow): string {
  return (
    `Файл «${job.file_name}»: записано ${itemWord(job)} ${job.checkpoint} из ${job.total} ` +
    `(новых ${job.created}, изменённых ${job.updated}, без изменений ${job.unchanged})`
  );
}

/** The whole file read once: broken XML fails the import before anything is written. */
async function checkFile(db: Db, job: ImportRow, path: string): Promise<string> {
  const heads = new Map<string, Record<string, string>>();
  let total = 0;
  let partialElement = false;
  const itemPath = job.kind === 'import' ? PATHS.good : PATHS.offer;
  try {
    for await (const item of xmlItems(path, keep, heads)) {
      if (item.path === itemPath) total++;
      else if (item.path.endsWith('/СодержитТолькоИзменения'))
        partialElement ||= item.node.text.trim() === 'true';
    }
  } catch (error) {
    if (error instanceof BrokenXml)
      throw new ExchangeFailure(brokenXml(job.file_name, error.message));
    throw error;
  }
  if (!heads.has(ROOT)) throw new ExchangeFailure(notCommerceMl(job.file_name));
  const head = heads.get(job.kind === 'import' ? PATHS.catalog : PATHS.offers);
  const partial = partialElement || head?.['СодержитТолькоИзменения'] === 'true';
  await db.query(
    `UPDATE exchange_1c_imports SET status = 'writing', total = $2, partial = $3 WHERE id = $1`,
    [job.id, total, partial],
  );
  return `Файл «${job.file_name}» проверен: ${itemWord(job)} ${total}${partial ? ', только изменения' : ''}. Начинается запись`;
}

/** Locks the import and checks this call still holds it, first thing in every transaction. */
async function hold(tx: Queryable, id: number, owner: string): Promise<void> {
  const [row] = await tx.query(
    `UPDATE exchange_1c_imports SET lease_until = now() + make_interval(secs => $3)
      WHERE id = $1 AND lease_owner = $2 RETURNING id`,
    [id, owner, LEASE_SECONDS],
  );
  if (!row) throw new LeaseLost();
}

/** A call's reading of the file, left at the checkpoint it committed when its time was up. */
interface KeptReading {
  path: string;
  checkpoint: number;
  mtimeMs: number;
  size: number;
  items: AsyncGenerator<XmlItem>;
  timer: NodeJS.Timeout;
}

/**
 * How long a left reading waits for the next call (1C calls again at once) before its file is
 * closed; a later call reads the file from its start.
 */
const READING_KEPT_MS = 60_000;

/** Per database (a test process holds several), by import id. */
const keptReadings = new WeakMap<Db, Map<number, KeptReading>>();

/**
 * The next call of an import in this process goes on with the reading the last one left instead
 * of parsing the file again from its start to skip the written items (the bench's import.xml of
 * 100 000 goods, 353 MB, takes 3.6 s to parse: up to a third of a call's STEP_MS). Only when the
 * checkpoint is where that reading stopped and the file is unchanged; a call in another process,
 * or after a takeover, reads from the start.
 */
async function takeReading(
  db: Db,
  job: ImportRow,
  path: string,
): Promise<AsyncGenerator<XmlItem> | null> {
  const readings = keptReadings.get(db);
  const kept = readings?.get(job.id);
  if (!readings || !kept) return null;
  readings.delete(job.id);
  clearTimeout(kept.timer);
  const file = await stat(path).catch(() => null);
  if (
    kept.path === path &&
    kept.checkpoint === job.checkpoint &&
    file?.mtimeMs === kept.mtimeMs &&
    file.size === kept.size
  )
    return kept.items;
  await kept.items.return(undefined);
  return null;
}

async function keepReading(
  db: Db,
  id: number,
  path: string,
  checkpoint: number,
  items: AsyncGenerator<XmlItem>,
): Promise<void> {
  const { mtimeMs, size } = await stat(path);
  const readings = keptReadings.get(db) ?? new Map<number, KeptReading>();
  keptReadings.set(db, readings);
  const timer = setTimeout(() => {
    if (readings.get(id)?.items !== items) return;
    readings.delete(id);
    void items.return(undefined);
  }, READING_KEPT_MS);
  timer.unref();
  readings.set(id, { path, checkpoint, mtimeMs, size, items, timer });
}

/** Writes batches from the checkpoint on; true when the file is done. */
async function writeSome(
  db: Db,
  job: ImportRow,
  {
    path,
    owner,
    folders,
    stepMs,
  }: { path: string; owner: string; folders: PictureFolders; stepMs: number },
): Promise<boolean> {
  const started = Date.now();
  const context = await loadExchangeContext(db);
  const itemPath = job.kind === 'import' ? PATHS.good : PATHS.offer;
  // A full import.xml names every good of its groups: what it names is kept to its end.
  const full = job.kind === 'import' && !job.partial;
  let seen = 0;
  let batch: XmlItem[] = [];
  const classifier: XmlItem[] = [];
  const size = batchSize(db.engine);

  const flush = async () => {
    // The pictures' files are read before the transaction: it stays as short as the rows.
    const pictureProblems: Problem[] = [];
    const pictures =
      job.kind === 'import'
        ? await readPictures(
            folders,
            batch.map((item) => item.node),
            pictureProblems,
          )
        : new Map<string, never>();
    const replaced = await db.transaction(async (tx) => {
      await hold(tx, job.id, owner);
      const problems: Problem[] = [...pictureProblems];
      const items = classifier.splice(0);
      if (full) await rememberNames(tx, job.id, 'group', items.flatMap(classifierGroupIds));
      if (items.length) await writeClassifier(tx, context, items, problems);
      const counts = await writeItems(tx, job.kind, context, batch, problems);
      if (full) await rememberNames(tx, job.id, 'good', batch.flatMap(goodXmlId));
      const replaced = await writePictures(tx, folders.dataDir, pictures);
      // A good whose pictures alone changed is an updated one too.
      const picturesOnly = replaced.filter((r) => !counts.written.has(r.xmlId)).length;
      counts.updated += picturesOnly;
      counts.unchanged -= picturesOnly;
      await storeProblems(tx, job.id, problems);
      if (job.kind === 'import') await countFurtherGroups(tx, job.id, context, batch);
      await tx.query(
        `UPDATE exchange_1c_imports
            SET checkpoint = checkpoint + $2, created = created + $3, updated = updated + $4,
                unchanged = unchanged + $5, skipped = skipped + $6, classifier_done = true
          WHERE id = $1`,
        [job.id, batch.length, counts.created, counts.updated, counts.unchanged, counts.skipped],
      );
      return replaced;
    });
    await removeReplacedPictures(folders.dataDir, replaced);
    batch = [];
  };

  const resumed = await takeReading(db, job, path);
  const items = resumed ?? xmlItems(path, keep);
  if (resumed) seen = job.checkpoint;
  let kept = false;
  try {
    for (let next = await items.next(); !next.done; next = await items.next()) {
      const item = next.value;
      if (item.path !== itemPath) {
        if (!job.classifier_done && !item.path.endsWith('/СодержитТолькоИзменения'))
          classifier.push(item);
        continue;
      }
      if (++seen <= job.checkpoint) continue;
      batch.push(item);
      if (batch.length < size) continue;
      await flush();
      if (Date.now() - started >= stepMs) {
        // Every item read so far is committed: the next call goes on from here.
        await keepReading(db, job.id, path, seen, items);
        kept = true;
        return false;
      }
    }
  } finally {
    if (!kept) await items.return(undefined);
  }
  if (batch.length || classifier.length || !job.classifier_done) await flush();
  await db.transaction(async (tx) => {
    await hold(tx, job.id, owner);
    const deactivated = full ? await deactivateMissing(tx, job.id) : 0;
    await tx.query(
      `UPDATE exchange_1c_imports SET status = 'done', finished_at = now(), deactivated = $2
        WHERE id = $1`,
      [job.id, deactivated],
    );
    await tx.query('DELETE FROM exchange_1c_import_names WHERE import_id = $1', [job.id]);
  });
  return true;
}

const goodXmlId = ({ node }: XmlItem) => textOf(node, 'Ид') || [];
const classifierGroupIds = ({ path, node }: XmlItem) =>
  path === PATHS.groups ? groupXmlIds(node) : [];

/** Keeps the Ид a full import named, with the batch that names them. */
async function rememberNames(
  tx: Queryable,
  importId: number,
  kind: 'group' | 'good',
  xmlIds: string[],
): Promise<void> {
  if (xmlIds.length === 0) return;
  await tx.query(
    `INSERT INTO exchange_1c_import_names (import_id, kind, xml_id)
     SELECT $1::int, $2::text, unnest($3::text[]) ON CONFLICT DO NOTHING`,
    [importId, kind, xmlIds],
  );
}

/**
 * A full import's end (1C-Bitrix's «Деактивировать» of elements missing from the file, unless
 * staff chose «Оставить как есть»): the active goods in the sections of the file's groups that
 * came from 1C (an xml_id) and that the file did not name become inactive. A good the shop made
 * itself has no xml_id and is left: 1C cannot name it. Answers how many were deactivated.
 */
async function deactivateMissing(tx: Transaction, importId: number): Promise<number> {
  if ((await missingGoodsRule(tx)) !== 'deactivate') return 0;
  // The names were written during this import, after the table's statistics were last taken
  // (empty: the embedded engine has no autovacuum, and a server's may not have come by yet).
  // Planned by those, the anti join read every name again for each good: 100 000 goods stalled
  // for minutes (docs/benchmarks.md, "The 1C exchange's import.xml stalls").
  await tx.exec('ANALYZE exchange_1c_import_names');
  const [row] = await tx.query<{ n: number }>(
    `WITH missing AS (
       UPDATE products p SET active = false
        WHERE p.active AND p.xml_id IS NOT NULL
          AND p.section_id IN (SELECT s.id FROM sections s
                                 JOIN exchange_1c_import_names g
                                   ON g.import_id = $1 AND g.kind = 'group' AND g.xml_id = s.xml_id)
          AND NOT EXISTS (SELECT 1 FROM exchange_1c_import_names n
                           WHERE n.import_id = $1 AND n.kind = 'good' AND n.xml_id = p.xml_id)
        RETURNING p.id)
     SELECT count(*)::int AS n FROM missing`,
    [importId],
  );
  return row?.n ?? 0;
}

/**
 * Goods with more than one known group lie in the first one's section: one problem line per
 * import says how many, its count carried up batch by batch.
 */
async function countFurtherGroups(
  tx: Queryable,
  importId: number,
  context: ExchangeContext,
  batch: XmlItem[],
): Promise<void> {
  const added = batch.filter(({ node }) => hasFurtherGroups(context, node)).length;
  if (added === 0) return;
  const [row] = await tx.query<{ further_groups: number }>(
    `UPDATE exchange_1c_imports SET further_groups = further_groups + $2 WHERE id = $1
     RETURNING further_groups`,
    [importId, added],
  );
  await tx.query('DELETE FROM exchange_1c_problems WHERE import_id = $1 AND item = $2', [
    importId,
    FURTHER_GROUPS_ITEM,
  ]);
  await storeProblems(tx, importId, [
    { item: FURTHER_GROUPS_ITEM, reason: furtherGroupsReason(row?.further_groups ?? added) },
  ]);
}

async function writeClassifier(
  tx: Queryable,
  context: ExchangeContext,
  items: XmlItem[],
  problems: Problem[],
): Promise<void> {
  let changed = 0;
  for (const { path, node } of items) {
    if (path === PATHS.groups) changed += await writeGroups(tx, node);
    else if (path === PATHS.properties) changed += await writeProperties(tx, node, problems);
    else await mapPriceTypes(tx, context, node, problems);
  }
  if (changed > 0) Object.assign(context, await loadExchangeContext(tx));
}

interface Counts {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  /** The Ид of the items whose rows the batch created or changed. */
  written: Set<string>;
}

/**
 * One item of a batch: the Ид it names, the stored product, what writing it changes, and whether
 * it added a problem line.
 */
interface Planned {
  id: string;
  product: StoredForWrite | null;
  patch: ProductPatch | null;
  troubled: boolean;
}

/** A batch's items planned against the stored products their Ид name, loaded at once. */
async function planItems<Stored extends StoredForWrite>(
  items: XmlItem[],
  problems: Problem[],
  idOf: (node: XmlNode) => string,
  load: (xmlIds: string[]) => Promise<Map<string, Stored>>,
  patchOf: (node: XmlNode, product: Stored | null) => ProductPatch | null,
): Promise<Planned[]> {
  const ids = items.map(({ node }) => idOf(node));
  const stored = await load(ids.filter(Boolean));
  return items.map(({ node }, i) => {
    const id = ids[i] as string;
    const product = stored.get(id) ?? null;
    const before = problems.length;
    const patch = patchOf(node, product);
    return { id, product, patch, troubled: problems.length > before };
  });
}

async function writeItems(
  tx: Queryable,
  kind: 'import' | 'offers',
  context: ExchangeContext,
  items: XmlItem[],
  problems: Problem[],
): Promise<Counts> {
  const planned =
    kind === 'import'
      ? await planItems(
          items,
          problems,
          (node) => textOf(node, 'Ид'),
          async (xmlIds) =>
            new Map(
              (await loadExisting(tx, { ids: [], xmlIds, codes: [] })).map((p) => [
                p.xml_id ?? '',
                p,
              ]),
            ),
          (node, product) => goodPatch(context, node, product, problems),
        )
      : await planItems(
          items,
          problems,
          (node) => offerProductXmlId(node) ?? '',
          (xmlIds) => loadOfferProducts(tx, xmlIds),
          (node, product) => offerPatch(context, node, product, problems),
        );
  const creates: ProductPatch[] = [];
  const updates: { patch: ProductPatch; existing: StoredForWrite }[] = [];
  const written = new Set<string>();
  for (const { id, product, patch } of planned) {
    if (!patch) continue;
    written.add(id);
    if (product) updates.push({ patch, existing: product });
    else creates.push(patch);
  }
  // Skipped: an item that names no stored product and was refused (its problem says why).
  const skipped = planned.filter((p) => !p.patch && !p.product && p.troubled).length;
  await freeProductCodes(tx, creates);
  await writePatches(tx, context.check, creates, updates);
  return {
    created: creates.length,
    updated: updates.length,
    unchanged: items.length - creates.length - updates.length - skipped,
    skipped,
    written,
  };
}
