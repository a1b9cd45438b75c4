import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { inspectPhoto, PhotoError } from '@mosaic';
import { badRequest, HttpError } from '../../lib/errors';
import type { FileUploads } from '../../lib/http/formPosts';
import { consumeRateLimit, type RateLimit } from '../../lib/http/rateLimit';
import { MAX_PHOTO_BYTES, PHOTO_REQUIRED, PHOTO_TOO_LARGE } from './messages';
import { photoRefusal } from './photoRefusal';

/**
 * Issue 22: photo uploads per client address. Each may cost a chart worker seconds; generous,
 * since an office or a mobile network puts many shoppers behind one address.
 * @internal exported for a test only
 */
export const PHOTO_UPLOADS_PER_ADDRESS: RateLimit = { limit: 30, windowSeconds: 600 };
/**
 * Issue 22: per account, from any address: a shopper adds a few kits, a script many.
 * @internal exported for a test only
 */
export const PHOTO_UPLOADS_PER_ACCOUNT: RateLimit = { limit: 20, windowSeconds: 600 };

/**
 * Counts an upload for the address and the signed-in account before its body is read, so a
 * refused one costs neither the transfer nor a decode: 429 'Слишком много попыток. …'.
 */
export async function limitPhotoUploads(request: FastifyRequest): Promise<void> {
  await consumeRateLimit(request, `photo-upload:${request.ip}`, PHOTO_UPLOADS_PER_ADDRESS);
  const user = request.session.user;
  if (user)
    await consumeRateLimit(request, `photo-upload-user:${user.id}`, PHOTO_UPLOADS_PER_ACCOUNT);
}

/** The photo each request uploaded, checked by size, real type and decoding cost. */
const uploaded = new WeakMap<FastifyRequest, Uint8Array>();

/** What the form's `photo` field holds for the schema once the file is taken. */
const RECEIVED = 'received';

/**
 * withFormPosts' file hook for addPhotoKitToBasket: the photo is kept in memory (a kit is made
 * of its bytes at once) and refused early when it is too large, not a JPEG, PNG or WebP by its
 * first bytes whatever its name says, or too costly to decode by its headers (issue 22: before
 * it takes a chart worker's turn). The limit is one byte more than allowed, so a larger file is
 * told apart from one of exactly 20 MB.
 */
export const photoUploads: FileUploads = {
  maxBytes: MAX_PHOTO_BYTES + 1,
  store: async (part: MultipartFile, request: FastifyRequest): Promise<string> => {
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
      throw error;
    }
    if (part.file.truncated || bytes.length > MAX_PHOTO_BYTES) throw tooLarge();
    try {
      inspectPhoto(bytes);
    } catch (error) {
      if (error instanceof PhotoError) throw photoRefusal(error.code);
      throw error;
    }
    uploaded.set(request, bytes);
    return RECEIVED;
  },
};

const tooLarge = () => new HttpError(413, 'TOO_LARGE', PHOTO_TOO_LARGE);

/**
 * The photo this very request uploaded, or 400 'Выберите фотографию': a JSON body or a form
 * without the file may name anything in `photo`, so only what the hook kept counts.
 */
export function uploadedPhoto(request: FastifyRequest): Uint8Array {
  const photo = uploaded.get(request);
  if (!photo) throw badRequest(PHOTO_REQUIRED, 'PHOTO_REQUIRED');
  return photo;
}
