import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';

/** Refused: another live process (or this one) has the folder open. */
class DataDirInUseError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * One opener at a time for an embedded data folder. Two PGlite instances writing one folder
 * corrupt it without an error (found 2026-11-29: a second shop on a bench's folder, after which
 * `count(*)` of one table changed from query to query). The lock is `<folder>.lock` holding the
 * owner's pid, created exclusively; a lock whose process is gone (killed, crashed) is taken over.
 * Returns the release, which also runs if the process exits without closing the database.
 */
export async function lockDataDir(folder: string): Promise<() => Promise<void>> {
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(lockFile, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner > 0 && alive(owner))
        throw new DataDirInUseError(
          `The data folder ${folder} is open in process ${owner}${owner === process.pid ? ' (this one)' : ''}: ` +
            'stop that shop first (two processes would corrupt it). If no shop runs, delete ' +
            `${lockFile}.`,
        );
      await unlink(lockFile).catch(() => undefined);
    }
  }
  const releaseAtExit = () => {
    try {
      if (readFileSync(lockFile, 'utf8') === String(process.pid)) unlinkSync(lockFile);
    } catch {
      // Already released.
    }
  };
  process.once('exit', releaseAtExit);
  return async () => {
    process.off('exit', releaseAtExit);
    releaseAtExit();
  };
}
