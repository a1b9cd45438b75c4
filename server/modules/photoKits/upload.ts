import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { sniffImageType } from '@mosaic';
import { badRequest, HttpError } from '../../lib/errors';
import type { FileUploads } from '../../lib/http/formPosts';
import { MAX_PHOTO_BYTES, NOT_IMAGE, PHOTO_REQUIRED, PHOTO_TOO_LARGE } from './messages';

/** The photo each request uploaded, checked by size and real type. */
const uploaded = new WeakMap<FastifyRequest, Uint8Array>();

/** What the form's `photo` field holds for the schema once the file is taken. */
const RECEIVED = 'received';

/**
 * withFormPosts' file hook for addPhotoKitToBasket: the photo is kept in memory (a kit is made
 * of its bytes at once) and refused early when it is too large or not a JPEG, PNG or WebP by its
 * first bytes, whatever its name says. The limit is one byte more than allowed, so a larger file
 * is told apart from one of exactly 20 MB.
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
    if (!sniffImageType(bytes)) throw badRequest(NOT_IMAGE, 'NOT_IMAGE');
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
