/**
 * Work under way per key, shared by the requests that arrive while it runs: a page that is not
 * cached (or has just expired) under load is built and rendered once, not once per connection
 * asking for it at that moment (issue 24: a dozen renders of one page were seen at once). `made
 * from` is what the work is made of (the page answer a render draws): work of another one is not
 * shared.
 */
export class InFlight<V> {
  private readonly running = new Map<string, { from: unknown; work: Promise<V> }>();

  run(key: string, make: () => Promise<V>, from?: unknown): Promise<V> {
    const running = this.running.get(key);
    if (running && running.from === from) return running.work;
    const work = make().finally(() => {
      if (this.running.get(key)?.work === work) this.running.delete(key);
    });
    this.running.set(key, { from, work });
    return work;
  }

  /** Requests from now on start work of their own: what runs may have read what changed. */
  clear(): void {
    this.running.clear();
  }
}
