import { statfs } from 'node:fs/promises';

/**
 * Less room than this and the embedded engine cannot be expected to start: its start writes the
 * write-ahead log and a checkpoint (a full disk was seen to fail it with only "PGlite failed to
 * initialize properly", docs/operations.md "When the disk is full").
 */
const LOW_DISK_BYTES = 64 * 1024 * 1024;

/** Bytes an unprivileged writer may still use on the disk of `dir`; null when it cannot be read. */
export async function freeBytes(dir: string): Promise<number | null> {
  const disk = await statfs(dir).catch(() => null);
  return disk && disk.bavail * disk.bsize;
}

export const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

/**
 * What to tell the operator of a database in `dir` that failed when its disk is (nearly) full;
 * null when it has room, or when its room cannot be read.
 */
export async function lowDiskNote(dir: string, below = LOW_DISK_BYTES): Promise<string | null> {
  const free = await freeBytes(dir);
  if (free === null || free >= below) return null;
  return `the disk of ${dir} has ${megabytes(free)} MB free: free some space there and start again`;
}
