import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { appendFile, chown, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/**
 * A primary and a streaming replica of Debian's PostgreSQL (`/usr/lib/postgresql/<version>/bin`)
 * in a folder of the drill's own, for bench/failover-drill.ts. PostgreSQL refuses to run as root,
 * so when the drill is root every server command runs as the `postgres` user (`runuser`), who
 * then owns the folder.
 */
export interface Cluster {
  primaryPort: number;
  replicaPort: number;
  /** `pg_ctl stop -m immediate`: the primary dies as in a crash, without a checkpoint. */
  crashPrimary(): Promise<void>;
  /** `pg_ctl promote -w`: resolves once the replica accepts writes. */
  promoteReplica(): Promise<void>;
  /** Stops whatever still runs; safe to call more than once. */
  stop(): Promise<void>;
}

export const DATABASE = 'shop';

/** The folder of `initdb`, `pg_ctl` and `pg_basebackup`: pg_config's, else the newest installed. */
async function binDir(): Promise<string> {
  const fromConfig = await run('pg_config', ['--bindir']).then(
    ({ stdout }) => stdout.trim(),
    () => '',
  );
  if (fromConfig && existsSync(path.join(fromConfig, 'initdb'))) return fromConfig;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) throw new Error(`no PostgreSQL server binaries (initdb) under ${root}`);
  return path.join(root, versions[0], 'bin');
}

/** Runs `command` as the user PostgreSQL runs as: this one, or `postgres` when this is root. */
function serverCommand(bin: string, asPostgres: boolean) {
  return async (command: string, args: string[]): Promise<string> => {
    const file = path.join(bin, command);
    const [program, programArgs] = asPostgres
      ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
      : [file, args];
    try {
      const { stdout } = await run(program, programArgs, { maxBuffer: 16 * 1024 * 1024 });
      return stdout;
    } catch (error) {
      const { stderr, stdout } = error as { stderr?: string; stdout?: string };
      throw new Error(`${command} ${args.join(' ')} failed: ${stderr || stdout || error}`, {
        cause: error,
      });
    }
  };
}

async function postgresOwner(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string) =>
    Number((await run('id', [flag, 'postgres']).catch(() => ({ stdout: 'NaN' }))).stdout);
  const owner = { uid: await id('-u'), gid: await id('-g') };
  if (Number.isNaN(owner.uid) || Number.isNaN(owner.gid))
    throw new Error('running as root, but there is no postgres user to run PostgreSQL as');
  return owner;
}

/** A client of one server of the cluster, for the drill's own reads. */
export async function connectTo(port: number, database = DATABASE): Promise<pg.Client> {
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database });
  await client.connect();
  return client;
}

/**
 * Makes the primary (wal_level=replica, replication allowed from 127.0.0.1 without a password,
 * the `shop` database), a replica of it by `pg_basebackup -R`, starts both, and resolves once the
 * replica streams as the primary's synchronous standby: a commit is acknowledged only after the
 * replica has written it to disk, so no acknowledged write is lost on failover.
 */
export async function startCluster(
  dir: string,
  ports: { primary: number; replica: number },
): Promise<Cluster> {
  const asPostgres = process.getuid?.() === 0;
  const pgBin = serverCommand(await binDir(), asPostgres);
  const primary = path.join(dir, 'primary');
  const replica = path.join(dir, 'replica');
  const sockets = path.join(dir, 'sockets');
  await mkdir(sockets);
  if (asPostgres) {
    const { uid, gid } = await postgresOwner();
    for (const owned of [dir, sockets]) await chown(owned, uid, gid);
  }
  await pgBin('initdb', [
    ...['-D', primary, '-U', 'postgres', '--auth=trust'],
    ...['-E', 'UTF8', '--locale=C.UTF-8'],
  ]);
  const settings = {
    'postgresql.conf': [
      "listen_addresses = '127.0.0.1'",
      'wal_level = replica',
      'max_wal_senders = 4',
    ],
    'pg_hba.conf': ['host replication postgres 127.0.0.1/32 trust'],
  };
  for (const [file, lines] of Object.entries(settings))
    await appendFile(path.join(primary, file), `\n# failover drill\n${lines.join('\n')}\n`);

  const running = new Set<string>();
  const start = async (data: string, port: number) => {
    await pgBin('pg_ctl', [
      '-D',
      data,
      '-l',
      path.join(dir, `${path.basename(data)}.log`),
      '-w',
      '-o',
      `-p ${port} -k ${sockets}`,
      'start',
    ]);
    running.add(data);
  };
  const stopServer = async (data: string, mode: 'immediate' | 'fast') => {
    if (!running.delete(data)) return;
    await pgBin('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
  };
  const cluster: Cluster = {
    primaryPort: ports.primary,
    replicaPort: ports.replica,
    crashPrimary: () => stopServer(primary, 'immediate'),
    promoteReplica: async () => {
      await pgBin('pg_ctl', ['-D', replica, '-w', 'promote']);
    },
    stop: async () => {
      for (const data of [primary, replica])
        await stopServer(data, 'immediate').catch((error: unknown) => console.error(error));
    },
  };
  try {
    await start(primary, ports.primary);
    const admin = await connectTo(ports.primary, 'postgres');
    await admin.query(`CREATE DATABASE ${DATABASE}`).finally(() => admin.end());
    await pgBin('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres'],
      ...['-D', replica, '-R', '-X', 'stream', '-c', 'fast'],
    ]);
    await start(replica, ports.replica);
    await makeReplicaSynchronous(ports.primary);
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}

/**
 * Only now: with a synchronous standby required and none attached, every commit would wait. Set
 * with ALTER SYSTEM on the primary, after the copy was taken: the promoted replica must not wait
 * for a standby of its own.
 */
async function makeReplicaSynchronous(primaryPort: number): Promise<void> {
  const client = await connectTo(primaryPort, 'postgres');
  try {
    await client.query(`ALTER SYSTEM SET synchronous_standby_names = '*'`);
    await client.query('SELECT pg_reload_conf()');
    for (let attempt = 0; attempt < 300; attempt++) {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_replication
          WHERE state = 'streaming' AND sync_state = 'sync'`,
      );
      if ((rows[0]?.n ?? 0) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the replica did not become a streaming synchronous standby within 30 s');
  } finally {
    await client.end();
  }
}
