import type { PhotoErrorCode } from '@mosaic';
import { badRequest, type HttpError } from '../../lib/errors';
import { NOT_IMAGE, PHOTO_BROKEN, TOO_LARGE_TO_DECODE, TOO_MANY_PIXELS } from './messages';

const TEXTS: Record<PhotoErrorCode, string> = {
  NOT_IMAGE,
  BROKEN: PHOTO_BROKEN,
  TOO_MANY_PIXELS,
  TOO_LARGE_TO_DECODE,
};

/** The customer's 400 for a photo the engine refuses (issue 16 texts, issue 22's budget). */
export const photoRefusal = (code: PhotoErrorCode): HttpError => badRequest(TEXTS[code], code);
