import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { importWritten } from '../../importWritten';
import { requestsAnswered, requireStaff, route, runRegularly } from '../../shared';
import { choicesView, updateChoices } from '../mapping';
import { jobView, recentJobs } from './jobRows';
import { rejectionsPage } from './rejections';
import { reportChunks } from './report';
import { LEFTOVERS_SWEEP_INTERVAL_MS, sweepImportLeftovers } from './retention';
import { startImportRunner, wakeImportRunners, type ImportRunnerDeps } from './runner';
import { applyJob, discardJob, existingJob } from './service';

/**
 * The runner's database, log, the catalogue change an applied import announces and the requests
 * it gives way to, from the app.
 * @internal exported for a test only
 */
export const importRunnerDeps = (app: FastifyInstance): ImportRunnerDeps => ({
  db: app.db,
  log: app.log,
  announceCatalogChange: () => importWritten(app),
  giveWay: requestsAnswered(app.server),
});

/**
 * issue 14 points 5 and 6: the import jobs' calls (history, one job's progress, its rejected rows
 * and their report, apply, discard) and, in the process that does the background work, the
 * runner that works the jobs (another process's runner finds a job made here on its next tick).
 */
export async function catalogImportJobRoutes(app: FastifyInstance): Promise<void> {
  let runner: ReturnType<typeof startImportRunner> | null = null;
  app.addHook('onReady', async () => {
    if (app.config.backgroundWork) runner = startImportRunner(importRunnerDeps(app));
  });
  app.addHook('onClose', async () => {
    await runner?.stop();
  });
  // With IMPORT_RETENTION_DAYS, at start and then every hour.
  runRegularly(
    app,
    'catalogue import: deleting old files and rejected rows',
    LEFTOVERS_SWEEP_INTERVAL_MS,
    () => sweepImportLeftovers(app.db, app.config.dataDir, app.config.importRetentionDays),
  );

  route(app, 'getAdminCatalogImportJobs', async (request) => {
    requireStaff(request);
    return { jobs: (await recentJobs(app.db)).map(jobView) };
  });

  route(app, 'getAdminCatalogImportJob', async (request) => {
    requireStaff(request);
    return jobView(await existingJob(app.db, request.params.id));
  });

  route(app, 'getAdminCatalogImportRejections', async (request) => {
    requireStaff(request);
    const job = await existingJob(app.db, request.params.id);
    return rejectionsPage(app.db, job.id, request.query.page ?? 1);
  });

  route(app, 'getAdminCatalogImportReport', async (request, reply) => {
    requireStaff(request);
    const job = await existingJob(app.db, request.params.id);
    const charset = job.encoding === 'windows-1251' ? 'windows-1251' : 'utf-8';
    return reply
      .header('content-type', `text/csv; charset=${charset}`)
      .header('content-disposition', `attachment; filename="import-${job.id}-errors.csv"`)
      .send(Readable.from(reportChunks(app.db, job)));
  });

  route(app, 'applyAdminCatalogImport', async (request) => {
    requireStaff(request);
    const job = await applyJob(app.db, request.params.id, request.body.mode);
    wakeImportRunners(app.db);
    return job;
  });

  route(app, 'getAdminCatalogImportChoices', async (request) => {
    requireStaff(request);
    return choicesView(app.db, await existingJob(app.db, request.params.id));
  });

  route(app, 'setAdminCatalogImportChoices', async (request) => {
    const user = requireStaff(request);
    if (await updateChoices(app.db, request.params.id, request.body, user.id))
      wakeImportRunners(app.db);
    return jobView(await existingJob(app.db, request.params.id));
  });

  route(app, 'discardAdminCatalogImport', async (request) => {
    requireStaff(request);
    return discardJob(app.db, request.params.id);
  });
}
