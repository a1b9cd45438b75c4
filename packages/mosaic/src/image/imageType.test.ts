import { describe, expect, it } from 'vitest';
import { jpegWithExif, pngWithMetadata, webpWithExif } from '../testing/fixtures';
import { sniffImageType } from './imageType';

const grey = () => [128, 128, 128];

describe('sniffImageType', () => {
  it('issue 16: tells JPEG, PNG and WebP by their bytes', async () => {
    expect(sniffImageType(jpegWithExif(8, 8, grey))).toBe('jpeg');
    expect(sniffImageType(pngWithMetadata(8, 8, grey))).toBe('png');
    expect(sniffImageType(await webpWithExif(8, 8, grey))).toBe('webp');
  });

  it('issue 16: a text file renamed .jpg is not an image', () => {
    expect(sniffImageType(new TextEncoder().encode('Это не фотография, а текст.'))).toBeNull();
    expect(sniffImageType(new Uint8Array(0))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
  });
});
