import { DMC_PALETTE } from '@mosaic';
import type { Db } from '../../lib/db/types';
import { removeStoredPhotos, storedPhotosWrittenBefore } from './photoStore';
import { deleteOrphanKits, replacePalette, unnamedPhotoFiles } from './queries';

/**
 * The palette table holds the engine's DMC_PALETTE: filled at every start, after the migrations,
 * on every database (a start with the same palette writes nothing).
 */
export function fillPalette(db: Db): Promise<void> {
  return db.transaction((tx) => replacePalette(tx, DMC_PALETTE));
}

/** How often a process looks for kits nobody holds any more (the plugin runs sweepOrphanKits). */
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** A photo no kit names after this long was left by a process stopped between file and row. */
const UNNAMED_PHOTO_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes the kits no basket line and no order holds (a removed line, an expired guest session)
 * with their photos, and the photos written over an hour ago that no kit names (a process
 * stopped between writing the file and its kit's row). Processes may sweep at once: each deleted
 * row comes back to one of them only, and removing a removed file is no error.
 */
export async function sweepOrphanKits(db: Db, dataDir: string): Promise<void> {
  await removeStoredPhotos(dataDir, await deleteOrphanKits(db));
  const old = await storedPhotosWrittenBefore(dataDir, new Date(Date.now() - UNNAMED_PHOTO_AGE_MS));
  await removeStoredPhotos(dataDir, await unnamedPhotoFiles(db, old));
}
