import { encode } from 'jpeg-js';

/**
 * The photo the end-to-end test and the benchmark upload (issue 16 acceptance: "a photo that the
 * test makes, a gradient with a few shapes"): a diagonal colour gradient, a red disc, a blue
 * square and a dark band, with a little deterministic grain so that, like a real photo, it
 * matches far more DMC colours than a chart may keep. RGBA, then JPEG at quality 90.
 */
export function paintTestScene(width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height * 4);
  const disc = { x: width * 0.35, y: height * 0.4, r: Math.min(width, height) * 0.18 };
  let seed = 12345;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const u = x / width;
      const v = y / height;
      let rgb = [255 * u, 255 * v, 255 * (1 - u * v)];
      const dx = x - disc.x;
      const dy = y - disc.y;
      if (dx * dx + dy * dy < disc.r * disc.r) rgb = [210, 30, 40];
      else if (u > 0.6 && u < 0.85 && v > 0.55 && v < 0.8) rgb = [30, 60, 200];
      else if (v > 0.88) rgb = [40, 35, 30];
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const grain = ((seed >>> 16) % 17) - 8;
      data[i] = clamp(rgb[0]! + grain);
      data[i + 1] = clamp(rgb[1]! + grain);
      data[i + 2] = clamp(rgb[2]! + grain);
      data[i + 3] = 255;
    }
  }
  return data;
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** The test scene as JPEG bytes. */
export function testPhotoJpeg(width: number, height: number, quality = 90): Uint8Array {
  const { data } = encode({ data: paintTestScene(width, height), width, height }, quality);
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Issue 24 point 3's large photo: the test scene at 24 megapixels (5640 × 3172, as measured in the
 * issue) with coarse grain, so that it is as heavy as a camera's: about 16 MB at quality 92.
 */
export function largeTestPhotoJpeg(): Uint8Array {
  const width = 5640;
  const height = 3172;
  const data = paintTestScene(width, height);
  let seed = 99;
  for (let i = 0; i < data.length; i++) {
    if ((i & 3) === 3) continue;
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    data[i] = clamp(data[i]! + ((seed >>> 16) % 49) - 24);
  }
  const { data: bytes } = encode({ data, width, height }, 92);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
