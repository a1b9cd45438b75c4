import { fileURLToPath } from 'node:url';

/** Everything the server reads from the environment, with safe defaults (ARCHITECTURE §5). */
export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL server; unset means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** 'none' leaves an empty database empty (production: no demo data, no public demo logins). */
  demoSize: 'full' | 'small' | 'none';
  nodeEnv: string;
  /**
   * Trust `X-Forwarded-*` from a reverse proxy: then the client address (rate limits) and the
   * https scheme (Secure cookies) come from the proxy's headers. Off by default, because a client
   * could otherwise forge them.
   */
  trustProxy: boolean;
  /** Built SPA (`vite build`); its files are served when the folder exists. null: no SPA (tests). */
  spaDir: string | null;
}

// Sessions are random ids stored in the database (server/modules/session), so no signing secret
// is needed and any number of processes share them: SESSION_SECRET is deliberately not read.
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR || 'var',
    demoSize: env.DEMO_SIZE === 'small' || env.DEMO_SIZE === 'none' ? env.DEMO_SIZE : 'full',
    nodeEnv: env.NODE_ENV || 'development',
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    spaDir: env.SPA_DIR || fileURLToPath(new URL('../dist', import.meta.url)),
  };
}

function parsePort(value: string | undefined): number {
  const port = Number(value || 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got "${value}"`);
  }
  return port;
}
