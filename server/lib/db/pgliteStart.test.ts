import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from './pgliteDb';

describe('the embedded engine that cannot start', () => {
  it('says what PGlite said, not only that its worker ended, and frees the folder', async () => {
    // A data folder of a PostgreSQL this PGlite cannot read.
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-unreadable-'));
    writeFileSync(join(dataDir, 'PG_VERSION'), '9\n');
    const failed = openPglite({ dataDir });
    await expect(failed).rejects.toThrow(/^embedded database did not start: (?!.*worker exited)/);
    await expect(openPglite({ dataDir })).rejects.toThrow(/^embedded database did not start: /);
  });
});
