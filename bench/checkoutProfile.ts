/**
 * Where an order's time goes (bench/checkout.ts): a Db wrapper that times every statement and
 * transaction, and a request wrapper that ties them to the order being placed (AsyncLocalStorage
 * from the HTTP request on), so twenty orders at once can be told apart.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Db, Transaction } from '../server/lib/db/index';

type Phase = 'before' | 'transaction' | 'after' | 'background';

interface Statement {
  label: string;
  phase: Phase;
  ms: number;
}

interface OrderTrace {
  started: number;
  statements: Statement[];
  /** From asking for the transaction to its callback starting (queue, pool, BEGIN). */
  waitMs: number;
  /** From the callback starting to COMMIT answered: the time the connection is held. */
  holdMs: number;
  /** From the request to asking for the transaction. */
  beforeMs: number;
  committedAt: number | null;
  answeredAt: number | null;
}

/** The table a SELECT reads first at its own level (not in a subquery of its column list). */
function selectTable(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (depth === 0 && text.slice(i, i + 6).toUpperCase() === ' FROM ')
      return /^\w+/.exec(text.slice(i + 6))?.[0] ?? '?';
  }
  return '?';
}

/** 'SELECT baskets', 'UPDATE products', 'WITH → UPDATE orders': enough to tell statements apart. */
function statementLabel(sql: string): string {
  const text = sql.replace(/\s+/g, ' ').trim();
  const head = /^(BEGIN|COMMIT|ROLLBACK)\b/i.exec(text);
  if (head) return head[1]!.toUpperCase();
  const withCte = /^WITH \w+ AS \( ?(\w+)( INTO| FROM)? (\w+)/i.exec(text);
  if (withCte) return `WITH → ${withCte[1]!.toUpperCase()} ${withCte[3]}`;
  const write = /^(INSERT INTO|UPDATE|DELETE FROM) (\w+)/i.exec(text);
  if (write) return `${write[1]!.toUpperCase().split(' ')[0]} ${write[2]}`;
  return /^SELECT /i.test(text) ? `SELECT ${selectTable(text)}` : text.slice(0, 30);
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;

export interface OrderProfiler {
  /** The database the app is built with: the same one, timed. */
  db: Db;
  /** Ties requests to `POST /api/checkout/order` on `server` to their traces while `tracing`. */
  watch(server: Server): void;
  tracing: boolean;
  /** The breakdown of the traced orders, as lines to print; clears them. */
  report(): string[];
}

export function orderProfiler(inner: Db): OrderProfiler {
  const store = new AsyncLocalStorage<OrderTrace>();
  const traces: OrderTrace[] = [];
  /** Statements of no order while orders are being placed (the mailer's, say). */
  const untraced: Statement[] = [];
  let placing = 0;

  const record = (trace: OrderTrace | undefined, sql: string, phase: Phase, ms: number) => {
    if (!trace) {
      if (placing > 0) untraced.push({ label: statementLabel(sql), phase: 'background', ms });
      return;
    }
    const late = trace.answeredAt !== null && phase !== 'transaction';
    trace.statements.push({ label: statementLabel(sql), phase: late ? 'background' : phase, ms });
  };

  const timed = async <T>(
    run: () => Promise<T>,
    sql: string,
    phaseOf: (trace: OrderTrace) => Phase,
  ): Promise<T> => {
    const trace = store.getStore();
    const started = performance.now();
    try {
      return await run();
    } finally {
      record(trace, sql, trace ? phaseOf(trace) : 'background', performance.now() - started);
    }
  };
  const outsidePhase = (trace: OrderTrace): Phase =>
    trace.committedAt === null ? 'before' : 'after';

  const inTransaction = (): Phase => 'transaction';
  const timedTx = (tx: Transaction): Transaction => ({
    query: (sql, params) => timed(() => tx.query(sql, params), sql, inTransaction),
    exec: (sql) => timed(() => tx.exec(sql), sql, inTransaction),
    commit: () => tx.commit(),
  });

  const db: Db = {
    engine: inner.engine,
    transactionOpen: () => inner.transactionOpen(),
    query: (sql, params) => timed(() => inner.query(sql, params), sql, outsidePhase),
    exec: (sql) => timed(() => inner.exec(sql), sql, outsidePhase),
    async transaction(fn, options) {
      const trace = store.getStore();
      const asked = performance.now();
      if (trace) trace.beforeMs = asked - trace.started;
      let started = asked;
      try {
        return await inner.transaction((tx) => {
          started = performance.now();
          if (trace) trace.waitMs += started - asked;
          return fn(timedTx(tx));
        }, options);
      } finally {
        if (trace) {
          trace.committedAt = performance.now();
          trace.holdMs += trace.committedAt - started;
        }
      }
    },
    copyRows: (table, columns, rows) => inner.copyRows(table, columns, rows),
    listen: (channel, onPayload) => inner.listen(channel, onPayload),
    notify: (channel, payload) => inner.notify(channel, payload),
    close: () => inner.close(),
  };

  const profiler: OrderProfiler = {
    db,
    tracing: false,
    watch(server) {
      const handlers = server.listeners('request') as ((...args: unknown[]) => void)[];
      server.removeAllListeners('request');
      server.on('request', (request: { url?: string }, response: NodeJS.EventEmitter) => {
        if (!profiler.tracing || request.url !== '/api/checkout/order') {
          for (const handler of handlers) handler(request, response);
          return;
        }
        const trace: OrderTrace = {
          started: performance.now(),
          statements: [],
          waitMs: 0,
          holdMs: 0,
          beforeMs: 0,
          committedAt: null,
          answeredAt: null,
        };
        traces.push(trace);
        placing++;
        response.once('finish', () => {
          trace.answeredAt = performance.now();
          placing--;
        });
        store.run(trace, () => {
          for (const handler of handlers) handler(request, response);
        });
      });
    },
    report() {
      const placed = traces.splice(0).filter((t) => t.committedAt !== null && t.answeredAt);
      const n = placed.length;
      const others = untraced.splice(0);
      const perOrder = (phase: Phase) => [
        ...placed.flatMap((t) => t.statements.filter((s) => s.phase === phase)),
        ...(phase === 'background' ? others : []),
      ];
      const sumMs = (statements: Statement[]) => statements.reduce((a, s) => a + s.ms, 0);
      const total = mean(placed.map((t) => (t.answeredAt ?? 0) - t.started));
      const after = mean(placed.map((t) => (t.answeredAt ?? 0) - (t.committedAt ?? 0)));
      const lines = [
        `where an order's time goes (${n} traced orders, means per order; a statement's time includes its queueing, ` +
          `and statements sent together overlap; BEGIN and COMMIT are not counted):`,
        `  request → transaction asked: ${mean(placed.map((t) => t.beforeMs)).toFixed(1)} ms, ` +
          `${(perOrder('before').length / n).toFixed(1)} statements taking ${(sumMs(perOrder('before')) / n).toFixed(1)} ms`,
        `  waiting for the connection: ${mean(placed.map((t) => t.waitMs)).toFixed(1)} ms`,
        `  transaction holds the connection: ${mean(placed.map((t) => t.holdMs)).toFixed(1)} ms, ` +
          `${(perOrder('transaction').length / n).toFixed(1)} statements taking ${(sumMs(perOrder('transaction')) / n).toFixed(1)} ms`,
        `  commit → answer: ${after.toFixed(1)} ms, ${(perOrder('after').length / n).toFixed(1)} statements ` +
          `taking ${(sumMs(perOrder('after')) / n).toFixed(1)} ms`,
        `  whole order: ${total.toFixed(1)} ms; after the answer or of no order: ${(perOrder('background').length / n).toFixed(1)} statements`,
      ];
      for (const phase of ['before', 'transaction', 'after', 'background'] as const) {
        const byLabel = new Map<string, number[]>();
        for (const s of perOrder(phase))
          byLabel.set(s.label, [...(byLabel.get(s.label) ?? []), s.ms]);
        const parts = [...byLabel].map(
          ([label, ms]) => `${label} ${(ms.length / n).toFixed(1)}× ${mean(ms).toFixed(2)} ms`,
        );
        if (parts.length > 0) lines.push(`  ${phase}: ${parts.join(', ')}`);
      }
      return lines;
    },
  };
  return profiler;
}
