import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './serverProcess';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Issue 9 point 14: `kill -TERM` of the `npm start` process stops the shop. npm passes the signal
 * to the shell running the script; the server must be the process that gets it, close and exit.
 */
// The start on a busy machine (tsx compiles the whole server), then the shutdown.
describe('issue 9 point 14: npm start and SIGTERM', { timeout: 300_000 }, () => {
  const folders: string[] = [];
  let npm: ChildProcess | null = null;

  afterAll(async () => {
    // npm runs in a process group of its own: whatever it left behind goes with the group.
    if (npm?.pid) {
      try {
        process.kill(-npm.pid, 'SIGKILL');
      } catch {
        // The group is gone: everything stopped as it should.
      }
    }
    await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  });

  it('kill -TERM of npm start stops the server, which closes and exits', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-npm-start-'));
    const spaDir = await mkdtemp(path.join(tmpdir(), 'shop-npm-start-spa-'));
    folders.push(dataDir, spaDir);
    // Newer than every source, so ensure-build has nothing to build.
    await writeFile(
      path.join(spaDir, 'index.html'),
      '<!doctype html><html><head><!--seo--></head></html>',
    );
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;

    npm = spawn('npm', ['start'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SPA_DIR: spaDir,
        DATABASE_URL: '',
        DEMO_SIZE: 'none',
        NODE_ENV: 'test',
      },
    });
    let output = '';
    const npmExited = new Promise<void>((resolve) => npm?.once('exit', () => resolve()));
    // Up once it prints its address; an exit before that is a failed start.
    const up = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Shop: http://')) resolve();
      };
      npm?.stdout?.on('data', read);
      npm?.stderr?.on('data', read);
      void npmExited.then(() => reject(new Error(`did not start:\n${output}`)));
    });
    await up;
    expect((await fetch(`${origin}/api/user/info`)).status).toBe(200);

    process.kill(npm.pid as number, 'SIGTERM');
    await npmExited;

    expect(output).toContain('SIGTERM: shutting down');
    await expect(fetch(`${origin}/api/user/info`)).rejects.toThrow();
  });
});
