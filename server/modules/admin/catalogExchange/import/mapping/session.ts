import type { Queryable } from '../../shared';
import type { CheckContext } from '../rows/context';
import type { ColumnMapping, HeaderResult } from '../rows/header';
import type { FileRecord, ProductPatch } from '../rows/types';
import type { ColumnChoice } from './columns';
import { chooseValues, NewValueCounter, valueChoicesOf, type NewValue } from './newValues';
import { ColumnSamples, suggestProperty } from './suggest';

/** What a job keeps of the staff's choices (catalog_import_jobs, migration 019). */
export interface StoredChoices {
  column_choices: ColumnChoice[];
  new_values: NewValue[];
}

/**
 * issue 25 points 1 and 2 within one phase of a job: the dry run samples the mappable columns and
 * counts the new values; both phases write the values staff mapped as the existing ones.
 */
export class ImportChoices {
  private readonly samples: ColumnSamples;
  private readonly counter = new NewValueCounter();
  private readonly chosen;

  constructor(
    stored: StoredChoices,
    private readonly header: HeaderResult,
    private readonly mapping: ColumnMapping,
    private readonly context: CheckContext,
    /** The dry run counts new values; the apply only follows the choices. */
    private readonly counting: boolean,
  ) {
    this.samples = new ColumnSamples(counting ? header.mappable.map((c) => c.index) : []);
    this.chosen = valueChoicesOf(stored.new_values);
  }

  observe(records: readonly FileRecord[]): void {
    for (const record of records) this.samples.add(record.cells);
  }

  /** A row's patch as it is to be written: new values mapped by staff become existing ones. */
  patch(patch: ProductPatch): ProductPatch {
    if (this.counting) this.counter.add(patch, this.context);
    return chooseValues(patch, this.chosen, this.context);
  }

  /** The dry run's findings, kept on the job for staff to confirm. */
  async store(tx: Queryable, jobId: number): Promise<void> {
    const mappable = new Set(this.header.mappable.map((c) => c.index));
    // Properties the file reads by name are not offered for another column.
    const taken = new Set(
      this.header.plan.columns.flatMap((c) =>
        c.target.kind === 'property' && !mappable.has(c.index) ? [c.target.propertyId] : [],
      ),
    );
    const columns: ColumnChoice[] = this.header.mappable.map(({ index, name }) => {
      const propertyId = this.mapping.get(index);
      const suggested = suggestProperty(name, this.samples.of(index), this.context, taken);
      return {
        index,
        name,
        suggestedPropertyId: suggested ?? propertyId ?? null,
        propertyId: propertyId ?? null,
        confirmed: propertyId !== undefined,
      };
    });
    await tx.query(
      'UPDATE catalog_import_jobs SET column_choices = $2, new_values = $3 WHERE id = $1',
      [jobId, JSON.stringify(columns), JSON.stringify(this.counter.list(this.chosen))],
    );
  }
}
