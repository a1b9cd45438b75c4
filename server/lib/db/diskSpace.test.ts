import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lowDiskNote } from './diskSpace';

const dir = mkdtempSync(join(tmpdir(), 'shop-disk-'));

describe('lowDiskNote: why the embedded engine did not start', () => {
  it('names the folder and its free megabytes when its disk has less room than asked', async () => {
    const note = await lowDiskNote(dir, Number.MAX_SAFE_INTEGER);
    expect(note).toMatch(
      new RegExp(`^the disk of ${dir} has \\d+ MB free: free some space there and start again$`),
    );
  });

  it('says nothing when the disk has room, or when the folder cannot be read', async () => {
    expect(await lowDiskNote(dir, 0)).toBeNull();
    expect(await lowDiskNote(join(dir, 'missing'), Number.MAX_SAFE_INTEGER)).toBeNull();
  });
});
