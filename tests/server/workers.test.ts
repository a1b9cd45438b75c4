import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKER_HEADER } from '../../server/cluster';
import type { Db } from '../../server/lib/db';
import { csrfHeaders } from '../../server/lib/http/csrf';
import { DEMO_STAFF } from '../../server/demo/staff';
import { createEmptyTestDb } from '../../server/testing';
import { multipartForm } from '../../server/testing/multipart';
import { startServerProcess, type ServerProcess } from './serverProcess';

/**
 * Issue 24 point 5: `WORKERS=2` on PostgreSQL runs two processes on one port. Each request here
 * opens a connection of its own, which the cluster's primary hands to the workers in turn, and
 * every answer names its worker (`X-Shop-Worker`), so a test can choose who answers.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
// Seeding the small demo on the shared (loaded) build machine takes well over the default hook time.
const START_TIMEOUT_MS = 240_000;
const STAFF_PASSWORD = `workers-${Date.now()}`;
const SECTION = '/shop/almaznaya-vyshivka/';
/** Enough fresh connections for round-robin to reach the other worker, with room for a retry. */
const TRIES = 8;

interface Answer<Body> {
  status: number;
  worker: string;
  body: Body;
  cookies: string[];
}
interface ShopPage {
  data: { filter: { code: string }[] };
}

/** One request on a new connection (no keep-alive): the next worker in turn answers it. */
function ask<Body>(
  origin: string,
  path: string,
  {
    method = 'GET',
    headers = {},
    payload,
  }: { method?: string; headers?: Record<string, string>; payload?: unknown } = {},
): Promise<Answer<Body>> {
  // A Buffer goes as it is (a multipart form, its type in `headers`), anything else as JSON.
  const body: string | Buffer | undefined =
    payload === undefined || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${origin}${path}`,
      {
        method,
        agent: false,
        headers:
          body === undefined
            ? headers
            : {
                ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
                ...headers,
                ...csrfHeaders,
              },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            worker: String(response.headers[WORKER_HEADER]),
            body: JSON.parse(text) as Body,
            cookies: (response.headers['set-cookie'] ?? []).map(
              (cookie) => cookie.split(';')[0] ?? '',
            ),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Asks again until `done` says yes: a background job's progress, which no request waits for. Each
 * question is a round trip of its own, which paces the asking.
 */
async function until<Body>(
  askOnce: () => Promise<Answer<Body>>,
  done: (answer: Answer<Body>) => boolean,
): Promise<Answer<Body>> {
  for (;;) {
    const answer = await askOnce();
    if (done(answer)) return answer;
  }
}

/** Asks on new connections until `wanted` says yes to the worker that answered. */
async function askWorker<Body>(
  origin: string,
  path: string,
  wanted: (worker: string) => boolean,
  headers: Record<string, string> = {},
): Promise<Answer<Body>> {
  for (let n = 0; n < TRIES; n++) {
    const answer = await ask<Body>(origin, path, { headers });
    if (wanted(answer.worker)) return answer;
  }
  throw new Error(`no wanted worker answered ${path} in ${TRIES} connections`);
}

describe.skipIf(!serverUrl)(
  'issue 24 point 5: WORKERS=2 on PostgreSQL (runs only with TEST_DATABASE_URL)',
  () => {
    let db: Db;
    let shop: ServerProcess | undefined;

    beforeAll(async () => {
      // An empty database: the primary migrates and seeds it before any worker starts.
      db = await createEmptyTestDb();
      const [row] = await db.query<{ name: string }>('SELECT current_database() AS name');
      const databaseUrl = new URL(serverUrl as string);
      databaseUrl.pathname = `/${row?.name}`;
      shop = await startServerProcess(
        {
          DATABASE_URL: databaseUrl.toString(),
          WORKERS: '2',
          DEMO_SIZE: 'small',
          DEMO_STAFF_PASSWORD: STAFF_PASSWORD,
          NODE_ENV: 'test',
        },
        START_TIMEOUT_MS,
      );
    }, START_TIMEOUT_MS + 10_000);

    afterAll(async () => {
      await shop?.stop();
      await db?.close();
    });

    /** A one-row catalogue file uploaded by the demo admin; the job once its dry run has ended. */
    async function checkedImport(origin: string, code: string) {
      const signIn = await ask(origin, '/api/user/auth', {
        method: 'POST',
        payload: { login: DEMO_STAFF[0]?.login, password: STAFF_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.cookies.join('; ');
      const [section] = await db.query<{ id: number }>(
        `SELECT id FROM sections WHERE code = 'almaznaya-vyshivka'`,
      );
      const file = `CODE;NAME;SECTION_ID;PRICE_BASE\n${code};Картина фоновой проверки;${section?.id};1500\n`;
      const { payload, headers } = multipartForm([['action', 'import']], {
        field: 'file',
        filename: 'catalog.csv',
        type: 'text/csv',
        bytes: Buffer.from(file),
      });
      const uploaded = await ask<{ id: number }>(origin, '/api/admin/catalog/exchange', {
        method: 'POST',
        headers: { ...headers, cookie },
        payload,
      });
      expect(uploaded.status).toBe(202);
      const job = await until(
        () =>
          ask<{ status: string; rowsRead: number }>(
            origin,
            `/api/admin/catalog/exchange/jobs/${uploaded.body.id}`,
            { headers: { cookie } },
          ),
        (answer) => answer.body.status !== 'checking',
      );
      return job.body;
    }

    it('both workers answer on the one port; the demo was loaded once, before they started', async () => {
      const origin = shop?.origin as string;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => ask<{ result: unknown }>(origin, '/api/user/info')),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
      const output = shop?.output() ?? '';
      expect(output.match(/Empty database: loading/g)).toHaveLength(1);
      expect(output).toContain('2 worker processes serve this port (WORKERS)');
      expect(output).toMatch(
        /Worker 3 \(pid \d+\) does the background work: catalogue imports and upkeep/,
      );
    });

    it('workers that fill the cores start with a V8 pool of one thread, the primary with its own', () => {
      const primary = shop?.pid as number;
      const commandLine = (pid: number) =>
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const workers = readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number);
      expect(workers).toHaveLength(3); // two serving, one background
      const fillsCores = 2 >= availableParallelism();
      for (const worker of workers)
        expect(commandLine(worker).includes('--v8-pool-size=1')).toBe(fillsCores);
      expect(commandLine(primary)).not.toContain('--v8-pool-size=1');
    });

    // Issue 24 point 2: the serving workers start no import runner (backgroundWork.test.ts), so
    // the job is checked by the background process, from the file a serving worker stored.
    it('a catalogue import uploaded through a serving worker is checked by the background process', async () => {
      expect(await checkedImport(shop?.origin as string, 'workers-import-1')).toMatchObject({
        status: 'checked',
        rowsRead: 1,
      });
    });

    it('a staff change saved through one worker is what the other serves, though it had the page cached', async () => {
      const origin = shop?.origin as string;
      const pageJson = { 'x-source': 'nuxt' };
      const filterCodes = (answer: Answer<ShopPage>) =>
        answer.body.data.filter.map((item) => item.code);
      // Both workers answer (and cache) the section before the change. One after the other: two
      // loops asking at once can meet the workers in lock-step, each always given the other's.
      const before: Answer<ShopPage>[] = [];
      for (const id of ['1', '2']) {
        before.push(
          await askWorker<ShopPage>(origin, SECTION, (worker) => worker === id, pageJson),
        );
      }
      const shownBefore = filterCodes(before[0] as Answer<ShopPage>);
      expect(shownBefore).toContain('forma-straz');
      expect(filterCodes(before[1] as Answer<ShopPage>)).toEqual(shownBefore);

      const signIn = await ask(origin, '/api/user/auth', {
        method: 'POST',
        payload: { login: DEMO_STAFF[0]?.login, password: STAFF_PASSWORD },
      });
      expect(signIn.status).toBe(200);
      const [ids] = await db.query<{ section: number; property: number }>(
        `SELECT (SELECT id FROM sections WHERE code = 'almaznaya-vyshivka') AS section,
                (SELECT id FROM properties WHERE code = 'forma-straz') AS property`,
      );
      const disabled = await ask(origin, '/api/admin/filter/config/propertyDisable', {
        method: 'POST',
        headers: { cookie: signIn.cookies.join('; ') },
        payload: { sectionId: ids?.section, propertyId: ids?.property },
      });
      expect(disabled.status).toBe(200);

      const other = await askWorker<ShopPage>(
        origin,
        SECTION,
        (worker) => worker !== disabled.worker,
        pageJson,
      );
      expect(filterCodes(other)).toEqual(shownBefore.filter((code) => code !== 'forma-straz'));
    });

    // A worker starts in seconds, longer on the shared build machine under load: a replacement
    // is a start, given as long as the first one.
    it(
      'a worker that dies is replaced, and the shop answers meanwhile',
      async () => {
        const origin = shop?.origin as string;
        // Only the forked workers run the server's script: on a cold tsx cache the primary also
        // has esbuild's transform service as a child, which is no worker.
        const workers = () =>
          execFileSync('pgrep', ['-P', String(shop?.pid), '-f', 'server/demo/main.ts'], {
            encoding: 'utf8',
          })
            .split('\n')
            .filter(Boolean)
            .map(Number);
        const [victim] = workers();
        process.kill(victim as number, 'SIGKILL');
        await shop?.printed(
          new RegExp(`Worker \\d \\(pid ${victim}\\) ended \\(signal SIGKILL\\)`),
        );
        expect((await ask(origin, '/healthz')).status).toBe(200);
        await shop?.printed(/Worker 4 \(pid \d+\) serves in place of the one that ended/);
        expect((await askWorker(origin, '/healthz', (worker) => worker === '4')).status).toBe(200);
        // The two serving workers and the background one.
        expect(workers()).toHaveLength(3);
      },
      START_TIMEOUT_MS,
    );

    it(
      'a background process that dies is replaced, and the next import is checked',
      async () => {
        const origin = shop?.origin as string;
        const pid = /Worker \d+ \(pid (\d+)\) does the background work:/.exec(
          shop?.output() ?? '',
        )?.[1];
        process.kill(Number(pid), 'SIGKILL');
        await shop?.printed(new RegExp(`Worker \\d+ \\(pid ${pid}\\) ended \\(signal SIGKILL\\)`));
        await shop?.printed(
          /Worker \d+ \(pid \d+\) does the background work in place of the one that ended/,
        );
        expect(await checkedImport(origin, 'workers-import-2')).toMatchObject({
          status: 'checked',
          rowsRead: 1,
        });
      },
      START_TIMEOUT_MS,
    );

    it('SIGTERM drains every worker before the shop exits', async () => {
      const origin = shop?.origin as string;
      await shop?.stop();
      const output = shop?.output() ?? '';
      expect(output).toContain('SIGTERM: draining 3 worker(s)');
      expect(output.match(/SIGTERM: shutting down/g)).toHaveLength(3);
      expect(output).not.toContain('exiting anyway');
      await expect(ask(origin, '/healthz')).rejects.toThrow();
    });
  },
);
