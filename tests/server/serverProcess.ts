import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** server/start.ts prints this line once `app.listen` resolved. */
const LISTENING = /Shop: http:\/\//;

export interface ServerProcess {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The process id, e.g. to read its memory from /proc. */
  pid: number;
  /** Everything the process printed so far (stdout and stderr), for assertions and failures. */
  output(): string;
  /** Resolves once the process has printed a line matching `pattern` (at once if it has). */
  printed(pattern: RegExp): Promise<void>;
  stop(): Promise<void>;
}

/** A port nobody listens on right now (the OS picks it), for a child process to take. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Starts the real server (`node --import tsx server/demo/main.ts`, as `npm start` does after the build
 * step) with `env` on top of this process's environment, and resolves once it listens. Rejects
 * with its output when it exits first or does not listen within `timeoutMs`.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs: number,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/demo/main.ts'], {
    cwd: ROOT,
    // One process unless the test asks for more (WORKERS defaults to the cores on PostgreSQL):
    // the tests that use this one check what one process does; workers.test.ts asks for two.
    env: { ...process.env, WORKERS: '1', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  await new Promise<void>((resolve, reject) => {
    const settle = (why: string | null) => {
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.off('data', onOutput);
      if (why === null) return resolve();
      child.kill('SIGKILL');
      reject(new Error(`server on port ${port} ${why}. Output:\n${output}`));
    };
    const onExit = (code: number | null) => settle(`exited with code ${code}`);
    const onOutput = () => {
      if (LISTENING.test(output)) settle(null);
    };
    const timer = setTimeout(() => settle(`did not listen within ${timeoutMs} ms`), timeoutMs);
    child.once('exit', onExit);
    child.stdout.on('data', onOutput);
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid as number,
    output: () => output,
    printed: (pattern) =>
      new Promise((resolve) => {
        const check = () => {
          if (!pattern.test(output)) return;
          child.stdout.off('data', check);
          child.stderr.off('data', check);
          resolve();
        };
        // Listening after the output's own listeners, so `output` already holds the new chunk.
        child.stdout.on('data', check);
        child.stderr.on('data', check);
        check();
      }),
    stop: () => stopProcess(child),
  };
}

/** SIGTERM (main.ts closes the app and the pool), SIGKILL if it is still there after 5 s. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}
