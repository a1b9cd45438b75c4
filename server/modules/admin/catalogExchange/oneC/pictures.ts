import { createHash, randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import { access, copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { productPicturesDir, type PictureExtension, type Queryable } from '../shared';
import { ExchangeFailure } from './failure';
import { goodName } from './goods';
import type { Problem } from './problems';
import { textOf, type XmlNode } from './xmlItems';

/** issue 28 point 2: a larger picture is not stored. */
const MAX_PICTURE_BYTES = 20 * 1024 * 1024;

const notLoaded = 'картинка не загружена';
const missing = (name: string) => `Файла картинки «${name}» нет среди файлов обмена: ${notLoaded}`;
const tooLarge = (name: string) => `Картинка «${name}» больше 20 МБ: ${notLoaded}`;
const notAPicture = (name: string) =>
  `Файл «${name}» не картинка JPEG, PNG, WebP или GIF: ${notLoaded}`;

/** A good's picture as checked: its stored name and the exchange's file it is copied from. */
interface PictureFile {
  name: string;
  source: string;
}

/** Where the exchange's files are and where the shop keeps its pictures. */
export interface PictureFolders {
  dataDir: string;
  /** The path of a file 1C named (`import_files/ab/abcd.jpg`) in the exchange's folder. */
  exchangeFile(name: string): string;
}

/** A product whose pictures a batch replaced, with the names it has now. */
interface ReplacedPictures {
  productId: number;
  xmlId: string;
  names: string[];
}

/** The kind the first bytes show (not the file's name: 1C names files as it likes). */
function pictureKind(head: Uint8Array): PictureExtension | null {
  const has = (text: string, at = 0) =>
    [...text].every((char, i) => head[at + i] === char.charCodeAt(0));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head[0] === 0x89 && has('PNG\r\n\x1a\n', 1)) return 'png';
  if (has('GIF87a') || has('GIF89a')) return 'gif';
  if (has('RIFF') && has('WEBP', 8)) return 'webp';
  return null;
}

/** The stored name of the picture at `path` (its SHA-256 and kind), or why it is not stored. */
async function checkPicture(path: string, name: string): Promise<{ stored: string } | string> {
  const stats = await stat(path).catch(() => null);
  if (!stats?.isFile()) return missing(name);
  if (stats.size > MAX_PICTURE_BYTES) return tooLarge(name);
  const bytes = await readFile(path);
  const kind = pictureKind(bytes);
  if (!kind) return notAPicture(name);
  return { stored: `${createHash('sha256').update(bytes).digest('hex')}.${kind}` };
}

/**
 * The Картинка elements of a batch's goods, checked and hashed before the batch's transaction
 * (reading the files is the slow part): per good's Ид, its pictures in 1C's order. A file that
 * is missing, over 20 MB or of another kind is a problem line for staff, and the good's other
 * pictures still count; a good without a usable picture is left out, so its product keeps the
 * pictures it has (as one whose Картинка 1C did not send this time).
 */
export async function readPictures(
  folders: PictureFolders,
  goods: readonly XmlNode[],
  problems: Problem[],
): Promise<Map<string, PictureFile[]>> {
  const byGood = new Map<string, PictureFile[]>();
  for (const good of goods) {
    const names = good.children
      .filter((child) => child.name === 'Картинка')
      .map((child) => child.text.trim())
      .filter(Boolean);
    const files: PictureFile[] = [];
    for (const name of names) {
      let source: string;
      try {
        source = folders.exchangeFile(name);
      } catch (error) {
        if (!(error instanceof ExchangeFailure)) throw error;
        problems.push({ item: goodName(good), reason: `${error.message}: ${notLoaded}` });
        continue;
      }
      const checked = await checkPicture(source, name);
      if (typeof checked === 'string') problems.push({ item: goodName(good), reason: checked });
      else if (!files.some((file) => file.name === checked.stored))
        files.push({ name: checked.stored, source });
    }
    if (files.length) byGood.set(textOf(good, 'Ид'), files);
  }
  return byGood;
}

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * Copies a picture into the store unless it is there (its name is its hash): through a
 * temporary name and a rename, so a file under its final name is always whole. A clone where the
 * file system offers one, else a copy (not a hard link: the exchange's file may still change).
 */
async function storeFile(file: PictureFile, folder: string): Promise<void> {
  const target = join(folder, file.name);
  if (await exists(target)) return;
  await mkdir(folder, { recursive: true });
  const partial = `${target}.${randomBytes(4).toString('hex')}.part`;
  await copyFile(file.source, partial, constants.COPYFILE_FICLONE);
  await rename(partial, target);
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/**
 * Inside the batch's transaction, after its products are written: each product whose pictures
 * differ from the checked ones (by name, that is by content and order) gets them, the files
 * stored first and then products.pictures replaced in one statement, so no row names a missing
 * file. The same files again change nothing.
 */
export async function writePictures(
  tx: Queryable,
  dataDir: string,
  byGood: ReadonlyMap<string, PictureFile[]>,
): Promise<ReplacedPictures[]> {
  if (!byGood.size) return [];
  const products = await tx.query<{ id: number; xml_id: string; pictures: string[] }>(
    'SELECT id, xml_id, pictures FROM products WHERE xml_id = ANY($1::text[])',
    [[...byGood.keys()]],
  );
  const replaced: ReplacedPictures[] = [];
  for (const product of products) {
    const files = byGood.get(product.xml_id) ?? [];
    const names = files.map((file) => file.name);
    if (sameList(names, product.pictures)) continue;
    const folder = productPicturesDir(dataDir, product.id);
    for (const file of files) await storeFile(file, folder);
    replaced.push({ productId: product.id, xmlId: product.xml_id, names });
  }
  if (replaced.length)
    await tx.query(
      `UPDATE products p
          SET pictures = ARRAY(SELECT e FROM jsonb_array_elements_text(u.names::jsonb)
                                 WITH ORDINALITY AS x(e, n) ORDER BY n)
         FROM unnest($1::int[], $2::text[]) AS u(id, names)
        WHERE p.id = u.id`,
      [replaced.map((r) => r.productId), replaced.map((r) => JSON.stringify(r.names))],
    );
  return replaced;
}

/**
 * After the batch committed: the files of the pictures it replaced are removed, each product's
 * folder keeping only what its row names. Only the import's lease holder writes pictures, and
 * one catalogue exchange runs at a time (init clears the earlier one's folder), so nobody adds a
 * picture in between. Housekeeping: a file that cannot be removed stays, unseen.
 */
export async function removeReplacedPictures(
  dataDir: string,
  replaced: readonly ReplacedPictures[],
): Promise<void> {
  for (const { productId, names } of replaced) {
    const folder = productPicturesDir(dataDir, productId);
    const kept = new Set(names);
    const files = await readdir(folder).catch(() => [] as string[]);
    for (const file of files)
      if (!kept.has(file)) await rm(join(folder, file), { force: true }).catch(() => undefined);
  }
}
