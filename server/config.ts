import { existsSync, readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import { DEFAULT_DB_LIMITS, type DbLimits } from './lib/db/pgLimits';
import { chartLimitsFromEnv, type ChartLimits } from './modules/photoKits';

/** Everything the server reads from the environment, with safe defaults (ARCHITECTURE §5). */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; unset means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /**
   * How long the shop waits on PostgreSQL before it drops a connection as broken (DB_*_MS,
   * server/lib/db/pgLimits.ts, docs/operations.md "Database faults").
   */
  dbLimits: DbLimits;
  dataDir: string;
  /**
   * WORKERS: how many server processes share the port (server/cluster.ts). Default: the machine's
   * cores on PostgreSQL, 1 on the embedded database, which lives inside one process.
   */
  workers: number;
  /**
   * Whether this process does the shop's background work: the catalogue import jobs and the
   * regular upkeep (server/lib/upkeep.ts). Not read from the environment: true in a single
   * process; with WORKERS the serving workers leave it to one process of its own that serves no
   * requests (server/cluster.ts), so an import never holds up a shopper's request.
   */
  backgroundWork: boolean;
  /**
   * IMPORT_RETENTION_DAYS (default 7): a catalogue import's uploaded file and rejected rows are
   * deleted this many days after the job ended, and a checked file nobody decided on is
   * discarded then (docs/operations.md "Catalogue import files").
   */
  importRetentionDays: number;
  /** 'none' leaves an empty database empty (production: no demo data, no public demo logins). */
  demoSize: 'full' | '1m' | 'small' | 'none';
  nodeEnv: string;
  /**
   * DEMO_STAFF_PASSWORD: the password the demo's staff logins get when the demo is loaded, instead
   * of made-up ones shown once. For the end-to-end tests, which sign in as the demo admin; they
   * make a random one per run (playwright.config.ts), so no password is kept anywhere.
   */
  demoStaffPassword: string | undefined;
  /**
   * Which proxies in front of the shop are trusted to set `X-Forwarded-For`/`-Proto` (Fastify's
   * `trustProxy`): their addresses and subnets, so the headers of any other peer are ignored.
   * `false` (the default) trusts none, since any client can send these headers. Never `true`
   * nor a number of hops: both take a client-chosen part of `X-Forwarded-For` from a peer that
   * is not a proxy (issue 9.8, issue 22 point 5).
   */
  trustProxy: false | string[];
  /**
   * The shop's public origin (`https://shop.example`, no trailing slash) for absolute links:
   * canonical urls and the sitemap (never taken from a request's Host or X-Forwarded-Host, which
   * a client chooses: cached pages would carry them), and links sent to a shopper when PUBLIC_URL
   * is set. Without PUBLIC_URL `http://localhost:<PORT>`.
   */
  publicUrl: string;
  /**
   * Whether PUBLIC_URL named the origin. Without it (development) the links sent to a shopper —
   * mail, the payment's return — use the address the request came by (server/lib/http/shopperOrigin.ts);
   * with NODE_ENV=production the shop refuses to start without it (`missingPublicUrl`).
   */
  publicUrlSet: boolean;
  /**
   * The third-party counters: the HTML shell hands them to the SPA, and the Content-Security-Policy
   * admits only these. One setting for both, read at start (docs/decisions.md "Counters").
   */
  counters: Counters;
  /** Built SPA (`vite build`); its files are served when the folder exists. null: no SPA (tests). */
  spaDir: string | null;
  /**
   * SMTP_URL (`smtp://user:pass@host:587`): mail goes out through it. Unset, mail is written to
   * `<dataDir>/outbox/` as .eml files (docs/operations.md "Mail").
   */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of the shop's mail. */
  mailFrom: string;
  /**
   * PHOTO_CHART_WORKERS, PHOTO_CHART_QUEUE, PHOTO_CHART_TIMEOUT_MS: how many photo charts run at
   * once, how many wait, and how long one may run (docs/operations.md "Photo charts").
   */
  photoCharts: ChartLimits;
  /**
   * PAYMENT_PROVIDER: who takes card payments. 'test' (the default) is the built-in test provider,
   * whose own page lets anyone decide a payment: set 'yookassa' wherever real money is taken.
   */
  paymentProvider: 'test' | 'yookassa';
  /** YOOKASSA_SHOP_ID, YOOKASSA_SECRET_KEY, YOOKASSA_API_URL: the YooKassa shop (API v3). */
  yookassa: { shopId: string; secretKey: string; apiUrl: string };
}

// Sessions are random ids stored in the database (server/modules/session), so no signing secret
// is needed and any number of processes share them: SESSION_SECRET is deliberately not read.
export function loadConfig(env: NodeJS.ProcessEnv = withBuildEnvFiles(process.env)): AppConfig {
  const port = parsePort(env.PORT);
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    workers: parseWorkers(env.WORKERS, databaseUrl),
    backgroundWork: true,
    dbLimits: parseDbLimits(env),
    dataDir: env.DATA_DIR || 'var',
    importRetentionDays: parseRetentionDays(env.IMPORT_RETENTION_DAYS),
    demoSize: (['small', '1m', 'none'] as const).find((size) => size === env.DEMO_SIZE) ?? 'full',
    nodeEnv: env.NODE_ENV || 'development',
    demoStaffPassword: env.DEMO_STAFF_PASSWORD || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL, port),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    counters: parseCounters(env),
    // Absolute, as the static file server needs: a relative SPA_DIR is read from the working folder.
    spaDir: env.SPA_DIR ? resolve(env.SPA_DIR) : fileURLToPath(new URL('../dist', import.meta.url)),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    photoCharts: chartLimitsFromEnv(env),
    ...parsePayments(env),
  };
}

const DB_LIMIT_VARIABLES: [keyof DbLimits, string][] = [
  ['connectTimeoutMs', 'DB_CONNECT_TIMEOUT_MS'],
  ['keepAliveMs', 'DB_KEEPALIVE_MS'],
  ['statementTimeoutMs', 'DB_STATEMENT_TIMEOUT_MS'],
  ['idleInTransactionTimeoutMs', 'DB_IDLE_IN_TRANSACTION_TIMEOUT_MS'],
  ['queryTimeoutMs', 'DB_QUERY_TIMEOUT_MS'],
];

function parseDbLimits(env: NodeJS.ProcessEnv): DbLimits {
  const limits = { ...DEFAULT_DB_LIMITS };
  for (const [limit, variable] of DB_LIMIT_VARIABLES) {
    const text = env[variable]?.trim();
    if (!text) continue;
    const ms = Number(text);
    if (!Number.isInteger(ms) || ms < 0)
      throw new Error(`${variable} must be milliseconds (0 turns it off), got "${text}"`);
    limits[limit] = ms;
  }
  return limits;
}

function parseWorkers(value: string | undefined, databaseUrl: string | undefined): number {
  const text = value?.trim();
  if (!text) return databaseUrl ? availableParallelism() : 1;
  const workers = Number(text);
  if (!Number.isInteger(workers) || workers < 1)
    throw new Error(`WORKERS must be a whole number of processes ≥ 1, got "${value}"`);
  // Refused rather than clamped: whoever asked for n processes would otherwise get one unawares.
  if (workers > 1 && !databaseUrl)
    throw new Error(
      `WORKERS=${workers} needs DATABASE_URL: the embedded database (PGlite) lives inside one process, so without PostgreSQL the shop runs one; unset WORKERS or set DATABASE_URL`,
    );
  return workers;
}

const DEFAULT_IMPORT_RETENTION_DAYS = 7;

function parseRetentionDays(text: string | undefined): number {
  if (!text?.trim()) return DEFAULT_IMPORT_RETENTION_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`IMPORT_RETENTION_DAYS must be a whole number of days ≥ 1, got "${text}"`);
  return days;
}

function parsePayments(env: NodeJS.ProcessEnv): Pick<AppConfig, 'paymentProvider' | 'yookassa'> {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'test';
  if (provider !== 'test' && provider !== 'yookassa') {
    throw new Error(`PAYMENT_PROVIDER must be test or yookassa, got "${env.PAYMENT_PROVIDER}"`);
  }
  const yookassa = {
    shopId: env.YOOKASSA_SHOP_ID?.trim() ?? '',
    secretKey: env.YOOKASSA_SECRET_KEY?.trim() ?? '',
    apiUrl: (env.YOOKASSA_API_URL?.trim() || 'https://api.yookassa.ru/v3').replace(/\/+$/, ''),
  };
  if (provider === 'yookassa' && (!yookassa.shopId || !yookassa.secretKey)) {
    throw new Error('PAYMENT_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
  }
  return { paymentProvider: provider, yookassa };
}

const DEFAULT_MAIL_FROM = '"Товары для творчества" <no-reply@localhost>';

function parsePort(value: string | undefined): number {
  const port = Number(value || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return port;
}

/** proxy-addr's names for address ranges, allowed beside addresses and subnets. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * A comma-separated list of the proxies' addresses and subnets (`10.0.0.5`, `10.0.0.0/8`,
 * `fd00::/8`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`). A number of hops is
 * refused: counting hops trusts the header of whichever peer connects, so a client that reaches
 * the shop directly (or rotates `X-Forwarded-For` through a proxy that appends) picks its address.
 */
function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return false;
  const form = 'the addresses or subnets of the proxies, e.g. TRUST_PROXY=10.0.0.5,10.1.0.0/16';
  if (text === 'true') {
    throw new Error(`TRUST_PROXY=true would trust any client-sent X-Forwarded-For; set ${form}`);
  }
  if (/^\d+$/.test(text)) {
    throw new Error(
      `TRUST_PROXY=${text} is a number of hops, which trusts X-Forwarded-For from any peer; set ${form}`,
    );
  }
  const parts = text.split(',').map((part) => part.trim());
  const wrong = parts.find((part) => !isProxyAddress(part));
  if (wrong !== undefined)
    throw new Error(`TRUST_PROXY: "${wrong}" is not an address; set ${form}`);
  return parts;
}

function isProxyAddress(part: string): boolean {
  if (PROXY_RANGE_NAMES.includes(part)) return true;
  const [address = '', prefix, ...rest] = part.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  // A subnet: a prefix length, or for IPv4 a netmask (proxy-addr takes both).
  if (/^\d{1,3}$/.test(prefix)) return Number(prefix) <= (version === 4 ? 32 : 128);
  return version === 4 && isIP(prefix) === 4;
}

/**
 * Why this configuration must not serve, in one line, or null: in production the links in mail
 * and the payment's return address must name the shop's public origin, which only PUBLIC_URL
 * knows (a request's Host is the client's word, and behind a proxy it is the proxy's).
 */
export function missingPublicUrl(
  config: Pick<AppConfig, 'nodeEnv' | 'publicUrlSet'>,
): string | null {
  if (config.nodeEnv !== 'production' || config.publicUrlSet) return null;
  return 'PUBLIC_URL is required with NODE_ENV=production: links in mail and the payment return address must name the shop, e.g. PUBLIC_URL=https://shop.example';
}

function parsePublicUrl(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search) {
    throw new Error(`PUBLIC_URL must be an origin like https://shop.example, got "${value}"`);
  }
  return url.origin;
}

export type CounterName =
  | 'tagManager'
  | 'socialRetargeting'
  | 'mailCounter'
  | 'headerBidding'
  | 'webAnalytics'
  | 'liveChat';

/**
 * The configured counters by name: each one's id; header bidding has no id of its own (its ad
 * units come with the ad blocks), so it is `true` when on.
 */
export type Counters = { [K in CounterName]?: K extends 'headerBidding' ? true : string };

/** The variables naming each counter's id (their `VITE_` prefix is historical: see docs/operations.md). */
const COUNTER_VARIABLES: [Exclude<CounterName, 'headerBidding'>, string][] = [
  ['tagManager', 'VITE_TAG_MANAGER_ID'],
  ['socialRetargeting', 'VITE_SOCIAL_RETARGETING_ID'],
  ['mailCounter', 'VITE_MAIL_COUNTER_ID'],
  ['webAnalytics', 'VITE_WEB_ANALYTICS_ID'],
  ['liveChat', 'VITE_LIVE_CHAT_ID'],
];

function parseCounters(env: NodeJS.ProcessEnv): Counters {
  const counters: Counters = {};
  for (const [counter, variable] of COUNTER_VARIABLES) {
    const id = env[variable]?.trim();
    if (id) counters[counter] = id;
  }
  if (env.VITE_HEADER_BIDDING?.trim() === 'true') counters.headerBidding = true;
  return counters;
}

/** The names of the configured counters. */
export const counterNames = (counters: Counters) => Object.keys(counters) as CounterName[];

/**
 * The environment plus the `.env` files (production mode, lowest priority first, as Vite reads
 * them), where the counter ids have always been set; the process environment wins, as in Vite.
 */
function withBuildEnvFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const files = ['.env', '.env.local', '.env.production', '.env.production.local'];
  const fromFiles = files
    .filter((file) => existsSync(file))
    .map((file) => parseEnv(readFileSync(file, 'utf8')));
  return Object.assign({}, ...fromFiles, env) as NodeJS.ProcessEnv;
}
