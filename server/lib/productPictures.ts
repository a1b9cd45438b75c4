import { join } from 'node:path';

/** The content type of each kind of uploaded picture, by the extension its file name carries. */
export const PICTURE_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type PictureExtension = keyof typeof PICTURE_TYPES;

/** A stored picture's file name (products.pictures): the SHA-256 of its bytes and its kind. */
export const PICTURE_FILE = /^[0-9a-f]{64}\.(jpg|png|webp|gif)$/;

/**
 * Where a product's uploaded pictures live: under DATA_DIR, which every server process shares
 * (as the 1C exchange's files and the photo uploads), so any process serves what one stored.
 */
export const productPicturesDir = (dataDir: string, productId: number) =>
  join(dataDir, 'product-pictures', String(productId));
