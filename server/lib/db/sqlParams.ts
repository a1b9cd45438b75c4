/**
 * The parameters of a statement put together from parts written in different modules (the
 * checkout's order statement also queues its mail and opens its payment): each part adds its
 * values and writes the placeholders it was given.
 */
export class SqlParams {
  readonly values: unknown[];

  /** `values` are $1, $2, ... of the part written by hand. */
  constructor(values: readonly unknown[] = []) {
    this.values = [...values];
  }

  /** Adds a value and answers its placeholder (`$7`). */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
