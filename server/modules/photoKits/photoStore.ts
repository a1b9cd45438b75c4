import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImageType } from '@mosaic';

/**
 * The folder the kits' photos are kept in (docs/operations.md "Data folder and backups").
 * @internal exported for a test only
 */
export const photosDir = (dataDir: string) => path.resolve(dataDir, 'uploads', 'photos');

const EXTENSIONS: Record<ImageType, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

export const PHOTO_MEDIA_TYPES: Record<ImageType, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Writes a photo under a generated name (never the client's) and returns that name. */
export async function storePhoto(
  dataDir: string,
  bytes: Uint8Array,
  type: ImageType,
): Promise<string> {
  const dir = photosDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${EXTENSIONS[type]}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return name;
}

export function readStoredPhoto(dataDir: string, name: string): Promise<Buffer> {
  return readFile(path.join(photosDir(dataDir), path.basename(name)));
}

export async function removeStoredPhotos(dataDir: string, names: readonly string[]): Promise<void> {
  await Promise.all(
    names.map((name) => rm(path.join(photosDir(dataDir), path.basename(name)), { force: true })),
  );
}

/**
 * The stored photos last written before `before`: the names a sweep may delete once no kit names
 * them. A photo is written just before its kit's row, so a younger one may still get its row.
 */
export async function storedPhotosWrittenBefore(dataDir: string, before: Date): Promise<string[]> {
  const dir = photosDir(dataDir);
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const old = await Promise.all(
    names.map(async (name) => {
      const written = await stat(path.join(dir, name)).catch(() => null);
      return written && written.mtime < before ? name : null;
    }),
  );
  return old.filter((name) => name !== null);
}
