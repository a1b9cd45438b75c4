import { loggedWrite, pipelined, turn, type Db, type Queryable } from '../../shared';
import {
  isParsedRow,
  keysOf,
  loadCheckContext,
  missingColumnMessage,
  newSeenKeys,
  parseRow,
  planHeader,
  readRecords,
  resolveRow,
  sniffFile,
  storableText,
  type CheckContext,
  type HeaderPlan,
  type ParsedRow,
  type RecordReader,
  type SeenKeys,
} from '../rows';
import type { ExistingProduct, FileRecord, ProductPatch, Rejection } from '../rows/types';
import { columnMappingFor, ImportChoices } from '../mapping';
import { ExistingIndex, loadExisting, type BatchKeys, type LongTexts } from './existing';
import type { JobRow } from './jobRows';
import { holdJob, JobFailure, LeaseLost, type Lease } from './lease';
import { storeAppliedBatch, storeRejections, type StoredRejection } from './rejections';
import { writePatches } from './write';

/**
 * Records per batch, by engine: one transaction, one products query, a few writes. On the
 * embedded engine (one connection) a shopper's query waits for the whole of a batch: 2000-row
 * batches held it for half a second each and made section pages wait seconds during an import,
 * and 100 rows hold it for about 10 ms. PostgreSQL serves shoppers on other connections
 * meanwhile, and there larger batches save round trips (issue 24 point 2, docs/benchmarks.md).
 * @internal exported for a test only
 */
export const batchRecords = (engine: Db['engine']) => (engine === 'pglite' ? 100 : 1000);

/** Records parsed between two turns of the event loop, so a batch's parsing never holds it long. */
const PARSE_SLICE = 100;

const NO_ROWS_MESSAGE = 'В файле нет шапки: загрузите CSV с названиями колонок в первой строке';
const EXCHANGE_TOOL = 'catalog-exchange';

interface OpenFile {
  context: CheckContext;
  plan: HeaderPlan;
  /** The header's skipped columns, for the staff member to see before deciding. */
  warnings: string[];
  format: 'shop' | 'bitrix';
  header: string[];
  shape: Awaited<ReturnType<typeof sniffFile>>;
  reader: RecordReader;
  records: AsyncIterator<FileRecord>;
  /** Staff's column mapping and new value choices (issue 25 points 1 and 2). */
  choices: ImportChoices;
}

/** The file sniffed and its header planned; a header the import cannot use fails the job. */
async function openFile(lease: Lease, job: JobRow): Promise<OpenFile> {
  const shape = await sniffFile(job.stored_path);
  if (shape.unreadable) throw new JobFailure(shape.unreadable);
  const context = await loadCheckContext(lease.db, shape.encoding);
  const reader = readRecords(job.stored_path, shape);
  const records = reader[Symbol.asyncIterator]();
  const header = await records.next();
  if (header.done) throw new JobFailure(NO_ROWS_MESSAGE);
  // The header is kept on the job (for the report) and named in warnings: stored, so storable.
  const cells = header.value.cells.map(storableText);
  const mapping = await columnMappingFor(lease.db, job.column_choices, cells);
  const planned = planHeader(cells, context, mapping);
  if (planned.fatal) throw new JobFailure(planned.fatal);
  return {
    context,
    plan: planned.plan,
    warnings: planned.problems,
    format: planned.format,
    header: cells,
    shape,
    reader,
    records,
    choices: new ImportChoices(job, planned, mapping, context, job.status === 'checking'),
  };
}

async function* batchesOf(
  records: AsyncIterator<FileRecord>,
  size: number,
): AsyncGenerator<FileRecord[]> {
  let batch: FileRecord[] = [];
  for (let next = await records.next(); !next.done; next = await records.next()) {
    batch.push(next.value);
    if (batch.length === size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

interface ParsedBatch {
  records: FileRecord[];
  parsed: (ParsedRow | Rejection[])[];
  /** How far into the file the reading was when the batch was read. */
  bytesRead: number;
}

/** The file's batches with their records parsed, in file order (for the duplicate keys). */
async function* parsedBatches(
  file: OpenFile,
  seen: SeenKeys,
  size: number,
): AsyncGenerator<ParsedBatch> {
  for await (const records of batchesOf(file.records, size)) {
    const parsed: ParsedBatch['parsed'] = [];
    for (let start = 0; start < records.length; start += PARSE_SLICE) {
      // Reading and parsing run on microtasks, which never let the event loop in: give the
      // shoppers' requests waiting on this thread their turn between slices.
      await turn();
      for (const record of records.slice(start, start + PARSE_SLICE))
        parsed.push(parseRow(record, file.plan, file.context, seen));
    }
    yield { records, parsed, bytesRead: file.reader.bytesRead };
  }
}

/**
 * The source's items one ahead: the next is being made (the file read and parsed, for the dry run
 * its products loaded) while the caller writes this one, so the database and the parsing run at
 * the same time. Left early (the job stopped or failed), it lets the item in the making finish
 * and closes the source, so no query of the job is still running when the phase ends.
 */
async function* oneAhead<T>(source: AsyncGenerator<T>): AsyncGenerator<T> {
  let next = source.next();
  try {
    for (;;) {
      const item = await next;
      if (item.done) return;
      next = source.next();
      // Unheard if the caller stops before taking it; awaited by the finally then.
      next.catch(() => undefined);
      yield item.value;
    }
  } finally {
    await source.return(undefined).catch(() => undefined);
  }
}

type Resolved =
  | { kind: 'rejected'; rejections: Rejection[]; missingColumns?: number[] }
  | { kind: 'unchanged' }
  | { kind: 'create'; patch: ProductPatch }
  | { kind: 'update'; patch: ProductPatch; existing: ExistingProduct };

/**
 * A batch's parsed rows against the products as `existing` holds them now, PARSE_SLICE rows
 * between two turns of the event loop (one slice, no turn, for a batch that small).
 */
async function resolveBatch(
  parsed: readonly (ParsedRow | Rejection[])[],
  existing: ExistingIndex,
  file: OpenFile,
): Promise<Resolved[]> {
  const resolved: Resolved[] = [];
  for (let start = 0; start < parsed.length; start += PARSE_SLICE) {
    if (start > 0) await turn();
    for (const row of parsed.slice(start, start + PARSE_SLICE))
      resolved.push(resolveOne(row, existing, file));
  }
  return resolved;
}

function resolveOne(
  row: ParsedRow | Rejection[],
  existing: ExistingIndex,
  { context, choices }: OpenFile,
): Resolved {
  if (!isParsedRow(row)) return { kind: 'rejected', rejections: row };
  const stored = existing.find(row.key);
  const taken = existing.takenKeys(row, stored);
  if (taken.length) return { kind: 'rejected', rejections: taken };
  const outcome = resolveRow(row, stored, context);
  if (outcome.kind === 'update')
    return { ...outcome, patch: choices.patch(outcome.patch), existing: stored as ExistingProduct };
  if (outcome.kind === 'create') return { ...outcome, patch: choices.patch(outcome.patch) };
  return outcome;
}

/**
 * issue 25 point 3: the file-level messages of the batch's rows refused for a required property
 * the file has no column for, each once per job (`said` holds those the job has already).
 */
function newFileProblems(
  resolved: readonly Resolved[],
  context: CheckContext,
  said: Set<string>,
): string[] {
  const messages: string[] = [];
  for (const outcome of resolved)
    if (outcome.kind === 'rejected')
      for (const id of outcome.missingColumns ?? []) {
        const message = missingColumnMessage(context.properties.get(id)!);
        if (said.has(message)) continue;
        said.add(message);
        messages.push(message);
      }
  return messages;
}

function rejectionsOf(records: readonly FileRecord[], resolved: readonly Resolved[]) {
  return resolved.flatMap((outcome, i): StoredRejection[] =>
    outcome.kind === 'rejected'
      ? outcome.rejections.map((r) => ({ ...r, cells: records[i]?.cells ?? [] }))
      : [],
  );
}

/**
 * How often a dry run writes its progress (and the rejections found since): the first batch at
 * once, then at most this often. A dry run resumed after a stop starts over, so a batch needs no
 * checkpoint of its own, and a transaction a batch cost a quarter of the dry run's time on the
 * embedded engine (issue 24 point 2, docs/benchmarks.md).
 */
const DRY_RUN_FLUSH_MS = 500;
/**
 * Rejections held before they are written whatever the time: a file of bad rows stays small in
 * memory.
 * @internal exported for a test only
 */
export const DRY_RUN_MOST_HELD = 1000;

/** What a dry run found since it last wrote its progress. */
class DryRunProgress {
  private rows = 0;
  private counts = { create: 0, update: 0, unchanged: 0, rejected: 0 };
  private rejections: StoredRejection[] = [];
  private problems: string[] = [];
  private bytesRead = 0;
  private line = 0;
  private flushed: number | null = null;

  add(records: readonly FileRecord[], resolved: readonly Resolved[], bytesRead: number) {
    this.rows += records.length;
    for (const outcome of resolved) this.counts[outcome.kind] += 1;
    this.rejections.push(...rejectionsOf(records, resolved));
    this.bytesRead = bytesRead;
    this.line = records[records.length - 1]?.line ?? this.line;
  }

  addProblems(messages: readonly string[]) {
    this.problems.push(...messages);
  }

  due(now: number): boolean {
    return (
      this.flushed === null ||
      now - this.flushed >= DRY_RUN_FLUSH_MS ||
      this.rejections.length >= DRY_RUN_MOST_HELD
    );
  }

  /** Writes what was found since the last write, in the caller's transaction holding the job. */
  async write(tx: Queryable, jobId: number, now: number): Promise<void> {
    await storeRejections(tx, jobId, this.rejections);
    await tx.query(
      `UPDATE catalog_import_jobs
          SET rows_read = rows_read + $2, to_create = to_create + $3,
              to_update = to_update + $4, unchanged = unchanged + $5, rejected = rejected + $6,
              bytes_read = $7, checkpoint_line = $8, file_problems = file_problems || $9::text[]
        WHERE id = $1`,
      [
        jobId,
        this.rows,
        this.counts.create,
        this.counts.update,
        this.counts.unchanged,
        this.counts.rejected,
        this.bytesRead,
        this.line,
        this.problems,
      ],
    );
    this.rows = 0;
    this.counts = { create: 0, update: 0, unchanged: 0, rejected: 0 };
    this.rejections = [];
    this.problems = [];
    this.flushed = now;
  }
}

/**
 * A UTF-8 file's cells are compared with the stored texts as they are, so the lookup need only
 * give their MD5s; another encoding compares them with what it can hold of the stored text.
 */
const longTextsOf = (file: OpenFile): LongTexts =>
  file.shape.encoding === 'utf-8' ? 'md5' : 'whole';

/**
 * A dry run's products lookup. On the embedded engine it is a transaction of its own, its COMMIT
 * sent with it, so that a shopper's page, which would wait behind it on the one connection, takes
 * the in-stock set read a moment ago instead (catalog/stock.ts). PostgreSQL answers pages on
 * other connections; there the transaction would only add its BEGIN and COMMIT.
 */
function lookUp(db: Db, keys: BatchKeys, longTexts: LongTexts): Promise<ExistingProduct[]> {
  if (db.engine !== 'pglite') return loadExisting(db, keys, longTexts);
  return db.transaction(async (tx) => {
    const [found] = await pipelined(loadExisting(tx, keys, longTexts), tx.commit());
    return found;
  });
}

/**
 * issue 14 point 6: the dry run reads the whole file in batches, counts what the apply would do
 * and stores every rejected row, writing nothing in the catalogue. A resumed dry run starts over.
 */
export async function runDryRun(lease: Lease, job: JobRow): Promise<void> {
  const file = await openFile(lease, job);
  await lease.db.transaction(async (tx) => {
    await holdJob(tx, lease, 'checking');
    await tx.query('DELETE FROM catalog_import_rejections WHERE job_id = $1', [job.id]);
    await tx.query(
      `UPDATE catalog_import_jobs
          SET format = $2, encoding = $3, delimiter = $4, header = $5, warnings = $6,
              bytes_read = 0, rows_read = 0,
              to_create = 0, to_update = 0, unchanged = 0, rejected = 0, checkpoint_line = 0,
              file_problems = '{}', started_at = now()
        WHERE id = $1`,
      [job.id, file.format, file.shape.encoding, file.shape.delimiter, file.header, file.warnings],
    );
  });
  const seen = newSeenKeys();
  const said = new Set<string>();
  const progress = new DryRunProgress();
  // The dry run writes only the job's own rows, so the next batch's products may load meanwhile,
  // and the batch after it is parsed while they load: the main thread's parsing and the
  // database's lookups each wait for the other only when one is slower.
  const checked = async function* () {
    for await (const batch of oneAhead(parsedBatches(file, seen, batchRecords(lease.db.engine)))) {
      await lease.giveWay();
      const products = await lookUp(lease.db, keysOf(batch.parsed), longTextsOf(file));
      yield { ...batch, existing: new ExistingIndex(products) };
    }
  };
  for await (const { records, parsed, existing, ...batch } of oneAhead(checked())) {
    if (lease.stopped()) throw new LeaseLost();
    file.choices.observe(records);
    const resolved = await resolveBatch(parsed, existing, file);
    progress.add(records, resolved, Math.min(batch.bytesRead, Number(job.size)));
    progress.addProblems(newFileProblems(resolved, file.context, said));
    const now = performance.now();
    if (!progress.due(now)) continue;
    await lease.db.transaction(async (tx) => {
      await holdJob(tx, lease, 'checking');
      await progress.write(tx, job.id, now);
    });
  }
  await lease.db.transaction(async (tx) => {
    await holdJob(tx, lease, 'checking');
    await progress.write(tx, job.id, performance.now());
    await file.choices.store(tx, job.id);
    await tx.query(
      `UPDATE catalog_import_jobs
          SET status = 'checked', checked_at = now(), bytes_read = size, checkpoint_line = 0,
              lease_owner = NULL, lease_until = '-infinity'
        WHERE id = $1`,
      [job.id],
    );
  });
}

/** The counts the change log keeps for an applied job. */
async function jobCounts(tx: { query: Lease['db']['query'] }, id: number) {
  const [row] = await tx.query(
    `SELECT status, mode, rows_applied AS "rowsApplied", created, updated, unchanged, rejected
       FROM catalog_import_jobs WHERE id = $1`,
    [id],
  );
  return row ?? null;
}

/**
 * issue 14 point 8: the apply re-reads the file and, batch by batch after the checkpoint, resolves
 * each row against the catalogue as it is now and writes the creates and updates with the
 * checkpoint in one transaction. Rows before the checkpoint are only parsed (for the file's
 * duplicate keys). `beforeDone` runs after the last batch and before the job reads as done, so
 * whoever sees «Записано» and opens the shop finds the shop already following the write.
 * Resolves to true when this runner finished the job.
 */
export async function runApply(
  lease: Lease,
  job: JobRow,
  beforeDone: () => Promise<void> = async () => undefined,
): Promise<boolean> {
  const file = await openFile(lease, job);
  const seen = newSeenKeys();
  const said = new Set(job.file_problems);
  for await (const { records, parsed: parsedAll } of oneAhead(
    parsedBatches(file, seen, batchRecords(lease.db.engine)),
  )) {
    const start = records.findIndex((record) => record.line > job.checkpoint_line);
    if (start === -1) continue;
    if (lease.stopped()) throw new LeaseLost();
    const pending = records.slice(start);
    const parsed = parsedAll.slice(start);
    await lease.giveWay();
    // Statements that need no answer of each other go together, the COMMIT with the last ones:
    // each trip back to this thread holds the embedded engine's one connection idle until this
    // thread has its turn, which a shopper's page may be holding.
    await lease.db.transaction(async (tx) => {
      const [, products] = await pipelined(
        holdJob(tx, lease, 'applying'),
        loadExisting(tx, keysOf(parsed), longTextsOf(file)),
      );
      const resolved = await resolveBatch(parsed, new ExistingIndex(products), file);
      const creates = resolved.flatMap((r) => (r.kind === 'create' ? [r.patch] : []));
      const updates = resolved.flatMap((r) => (r.kind === 'update' ? [r] : []));
      const end = {
        created: creates.length,
        updated: updates.length,
        checkpointLine: pending[pending.length - 1]?.line ?? 0,
        fileProblems: newFileProblems(resolved, file.context, said),
      };
      await writePatches(tx, file.context, creates, updates, () => [
        storeAppliedBatch(tx, job.id, rejectionsOf(pending, resolved), end),
        tx.commit(),
      ]);
    });
  }
  await beforeDone();
  // One change log record per applied job (not per product), written with the job's end.
  await loggedWrite(
    lease.db,
    {
      userId: job.user_id as number,
      tool: EXCHANGE_TOOL,
      subject: `import:${job.id}`,
      state: (tx) => jobCounts(tx, job.id),
    },
    async (tx) => {
      await holdJob(tx, lease, 'applying');
      await tx.query(
        `UPDATE catalog_import_jobs
            SET status = 'done', finished_at = now(), lease_owner = NULL,
                lease_until = '-infinity'
          WHERE id = $1`,
        [job.id],
      );
    },
  );
  return true;
}
