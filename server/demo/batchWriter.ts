import type { Db } from '../lib/db/types';

/**
 * Collects rows of one table for COPY. `flush()` starts writing the collected rows once the
 * previous batch of this table is written, and returns without waiting for the new one: the
 * embedded engine copies on its worker thread, so building the next batch and loading this one
 * use both cores. Flush tables in dependency order (products before prices). Call `finish()` last.
 */
export class BatchWriter {
  private rows: unknown[][] = [];
  private writing: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  count = 0;

  constructor(
    private readonly db: Db,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  add(row: unknown[]): void {
    this.rows.push(row);
    this.count++;
  }

  get pending(): number {
    return this.rows.length;
  }

  async flush(): Promise<void> {
    await this.writing;
    if (this.failure) throw this.failure;
    if (this.rows.length === 0) return;
    const rows = this.rows;
    this.rows = [];
    // Kept as a settled promise so a failure is reported by the next flush/finish, not as an
    // unhandled rejection.
    this.writing = this.db.copyRows(this.table, this.columns, rows).catch((error: unknown) => {
      this.failure = error;
    });
  }

  async finish(): Promise<void> {
    await this.flush();
    await this.writing;
    if (this.failure) throw this.failure;
  }
}
