import type { ImageType } from '../types';
import { ascii, bytesEqual } from './bytes';

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The photo's real type by its magic bytes (a text file named .jpg is not an image). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytesEqual(bytes, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytesEqual(bytes, 0, PNG_SIGNATURE)) return 'png';
  if (bytesEqual(bytes, 0, ascii('RIFF')) && bytesEqual(bytes, 8, ascii('WEBP'))) return 'webp';
  return null;
}
