/**
 * Failover drill (issue 22 point 2), run by hand: `npm run bench -- failover-drill`.
 * A PostgreSQL primary and its synchronous streaming replica (Debian's server binaries, a
 * temporary folder, free ports), the real shop process (`server/demo/main.ts`, small demo) connected
 * through a switchable TCP proxy, and guest shoppers placing orders over HTTP without pause.
 * Then the primary is killed (`pg_ctl stop -m immediate`), the replica promoted and the proxy
 * switched to it. Passes when the shop acknowledges an order again within 10 s of the switch and
 * every order it acknowledged, before or after, is on the promoted server with its lines.
 * Prints a timeline (t=0 at the fault). Everything it started is stopped and its folder deleted
 * at the end, on failure and on Ctrl+C too. docs/operations.md "Failover drill".
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort, startServerProcess } from '../tests/server/serverProcess';
import { startOrderWriter, type OrderWriter } from './failover/orderWriter';
import { connectTo, DATABASE, startCluster } from './failover/postgresCluster';
import { probeReadiness } from './failover/readinessProbe';
import { startSwitchingProxy } from './failover/switchingProxy';

const RECOVERY_TARGET_MS = 10_000;
/** How long the drill waits for the first order after the switch before it gives up. */
const RECOVERY_WAIT_MS = 30_000;
/** Orders placed before the fault and after the recovery, so both sides have some. */
const STEADY_MS = 3_000;
const WRITERS = 4;
// Seeding the small demo on a busy machine takes a minute or more (tests/server/multiprocess.test.ts).
const SHOP_START_TIMEOUT_MS = 240_000;

const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp(): Promise<void> {
  for (let step = cleanups.pop(); step; step = cleanups.pop())
    await step().catch((error: unknown) => console.error('cleanup:', error));
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.log(`\n${signal}: stopping the shop, the proxy and both servers`);
    void cleanUp().finally(() => process.exit(130));
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Event {
  at: number;
  what: string;
}

/** The orders the shop acknowledged that the promoted server lacks (or holds without lines). */
async function missingOn(port: number, orderIds: readonly number[]): Promise<number[]> {
  const client = await connectTo(port);
  try {
    const { rows } = await client.query<{ id: number }>(
      `SELECT o.id FROM orders o
        WHERE o.id = ANY ($1::int[]) AND EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
      [orderIds],
    );
    const found = new Set(rows.map((row) => row.id));
    return orderIds.filter((id) => !found.has(id));
  } finally {
    await client.end();
  }
}

/** Orders on the promoted server the shop never acknowledged: committed while the answer was lost. */
async function unacknowledgedOn(port: number, orderIds: readonly number[]): Promise<number> {
  const client = await connectTo(port);
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM orders
        WHERE idempotency_key LIKE 'failover-drill-%' AND NOT (id = ANY ($1::int[]))`,
      [orderIds],
    );
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

function countBy(items: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return [...counts].map(([what, n]) => `${n} × ${what}`).join(', ') || 'none';
}

async function drill(): Promise<boolean> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hobby-failover-drill-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const cluster = await startCluster(dir, { primary: await freePort(), replica: await freePort() });
  cleanups.push(() => cluster.stop());
  const proxy = await startSwitchingProxy(cluster.primaryPort);
  cleanups.push(() => proxy.close());

  const primary = await connectTo(cluster.primaryPort);
  const { rows: settings } = await primary.query<{ version: string; sync: string }>(
    `SELECT current_setting('server_version') AS version,
            current_setting('synchronous_standby_names') AS sync`,
  );
  await primary.end();
  console.log(
    `${new Date().toISOString()}, PostgreSQL ${settings[0]?.version}, synchronous_standby_names='${settings[0]?.sync}', ` +
      `${cpus().length} cores, load average ${loadavg()
        .map((v) => v.toFixed(2))
        .join(' ')}`,
  );

  console.log('Starting the shop on the small demo (seeding takes a minute or so)…');
  const starting = performance.now();
  const shop = await startServerProcess(
    {
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/${DATABASE}`,
      DEMO_SIZE: 'small',
      DATA_DIR: path.join(dir, 'shop'),
      // No built front end needed: the drill speaks to the API only.
      SPA_DIR: path.join(dir, 'no-spa'),
      TRUST_PROXY: '127.0.0.1',
    },
    SHOP_START_TIMEOUT_MS,
  );
  cleanups.push(() => shop.stop());
  console.log(`The shop listens after ${((performance.now() - starting) / 1000).toFixed(1)} s`);

  const seeded = await connectTo(cluster.primaryPort);
  const { rows: products } = await seeded.query<{ id: number }>(
    `SELECT p.id FROM products p JOIN product_stock st ON st.product_id = p.id
      WHERE p.active AND p.kind = 'regular' ORDER BY st.stock DESC, p.id LIMIT 40`,
  );
  await seeded.end();

  const writer: OrderWriter = startOrderWriter(
    shop.origin,
    products.map((p) => p.id),
    WRITERS,
  );
  cleanups.push(() => writer.stop());
  const readiness = probeReadiness(shop.origin);
  cleanups.push(() => readiness.stop());
  const started = performance.now();
  if (!(await writer.firstAckSince(started, RECOVERY_WAIT_MS)))
    throw new Error(
      `no order placed before the fault: ${countBy(writer.refused.map((r) => r.what))}`,
    );
  await pause(STEADY_MS);

  const events: Event[] = [];
  const mark = (what: string) => events.push({ at: performance.now(), what });
  const fault = performance.now();
  events.push({ at: fault, what: 'fault: pg_ctl stop -m immediate on the primary' });
  await cluster.crashPrimary();
  mark('primary stopped');
  mark('promotion started: pg_ctl promote');
  await cluster.promoteReplica();
  mark('replica promoted (accepts writes)');
  proxy.switchTo(cluster.replicaPort);
  mark('proxy switched to the promoted replica');
  const switched = performance.now();
  const first = await writer.firstAckSince(switched, RECOVERY_WAIT_MS);
  if (first) {
    events.push({
      at: first.at,
      what: `first order acknowledged after the switch (#${first.orderId})`,
    });
    await pause(STEADY_MS);
  }
  await Promise.all([writer.stop(), readiness.stop()]);
  mark('writers stopped');
  for (const change of readiness.changes.slice(1))
    events.push({ at: change.at, what: `/readyz answers ${change.status}` });

  const lastBefore = writer.acknowledged.filter((ack) => ack.at < fault).at(-1);
  if (lastBefore)
    events.push({
      at: lastBefore.at,
      what: `last order acknowledged before the fault (#${lastBefore.orderId})`,
    });
  const refusedSince = writer.refused.filter((r) => r.at >= fault);
  if (refusedSince[0])
    events.push({ at: refusedSince[0].at, what: `first refused attempt: ${refusedSince[0].what}` });
  const lastRefused = refusedSince.at(-1);
  if (lastRefused)
    events.push({ at: lastRefused.at, what: `last refused attempt: ${lastRefused.what}` });

  console.log('\nTimeline (ms, t=0 at the fault):');
  for (const event of events.sort((a, b) => a.at - b.at))
    console.log(
      `${Math.round(event.at - fault)
        .toString()
        .padStart(8)}  ${event.what}`,
    );

  const orderIds = writer.acknowledged.map((ack) => ack.orderId);
  const missing = await missingOn(cluster.replicaPort, orderIds);
  const acked = (from: number, to: number) =>
    writer.acknowledged.filter((ack) => ack.at >= from && ack.at < to).length;
  console.log(
    `\nOrders acknowledged: ${orderIds.length} (${acked(-Infinity, fault)} before the fault, ` +
      `${acked(fault, switched)} between the fault and the switch, ${acked(switched, Infinity)} after the switch)`,
  );
  console.log(`Refused attempts: ${countBy(writer.refused.map((r) => r.what))}`);
  console.log(
    `On the promoted server: ${orderIds.length - missing.length} of ${orderIds.length} acknowledged orders, with their lines` +
      (missing.length > 0 ? `; MISSING: ${missing.join(', ')}` : ''),
  );
  console.log(
    `Orders there the shop never acknowledged (committed as the primary died): ${await unacknowledgedOn(cluster.replicaPort, orderIds)}`,
  );

  const recoveryMs = first ? first.at - switched : null;
  const recovered = recoveryMs !== null && recoveryMs <= RECOVERY_TARGET_MS;
  const pass = recovered && missing.length === 0;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ` +
      (recoveryMs === null
        ? `no order within ${RECOVERY_WAIT_MS} ms of the switch`
        : `first order ${Math.round(recoveryMs)} ms after the switch (target ≤ ${RECOVERY_TARGET_MS} ms)`) +
      `, ${missing.length} acknowledged order(s) missing on the promoted server`,
  );
  if (!pass)
    console.log(
      `\nThe shop's output (last 40 lines):\n${shop.output().split('\n').slice(-40).join('\n')}`,
    );
  return pass;
}

let passed = false;
try {
  passed = await drill();
} catch (error) {
  console.error('FAIL:', error);
} finally {
  await cleanUp();
}
process.exit(passed ? 0 : 1);
