/** A bound on a cache's memory as well as on its entries: `sizeOf` estimates an entry's bytes. */
export interface SizeBound<V> {
  maxEntries: number;
  maxBytes: number;
  sizeOf: (value: V) => number;
}

/**
 * A small in-process cache with a time to live and a size bound (oldest entries dropped first):
 * a number of entries, or a `SizeBound` where entries differ in size by much (pages), so that a
 * day of distinct urls cannot grow the process past its memory budget (issue 24 point 6).
 * ARCHITECTURE §1: in-process caches must be safe to lose and short-lived, because any number of
 * server processes run side by side.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number; bytes: number }>();
  private readonly bound: SizeBound<V>;
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    bound: number | SizeBound<V>,
    private readonly now: () => number = Date.now,
  ) {
    this.bound =
      typeof bound === 'number'
        ? { maxEntries: bound, maxBytes: Infinity, sizeOf: () => 0 }
        : bound;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.bound.sizeOf(value);
    // An entry larger than the whole budget is not kept: it would empty the cache for itself.
    if (bytes > this.bound.maxBytes) return;
    while (this.entries.size >= this.bound.maxEntries || this.bytes + bytes > this.bound.maxBytes) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs, bytes });
    this.bytes += bytes;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/**
 * Query parameters as a page resolver sees them, noting the names it reads. A page depends only
 * on those, so `?utm_source=x` or any other parameter no resolver reads cannot make a new page.
 * Reading them all (iterating, `toString`) makes every parameter count.
 */
export class ReadTrackingParams extends URLSearchParams {
  readonly read = new Set<string>();
  readAll = false;

  override get(name: string): string | null {
    this.read.add(name);
    return super.get(name);
  }

  override getAll(name: string): string[] {
    this.read.add(name);
    return super.getAll(name);
  }

  override has(name: string, value?: string): boolean {
    this.read.add(name);
    return value === undefined ? super.has(name) : super.has(name, value);
  }

  override toString(): string {
    this.readAll = true;
    return super.toString();
  }

  override entries(): URLSearchParamsIterator<[string, string]> {
    this.readAll = true;
    return super.entries();
  }

  override keys(): URLSearchParamsIterator<string> {
    this.readAll = true;
    return super.keys();
  }

  override values(): URLSearchParamsIterator<string> {
    this.readAll = true;
    return super.values();
  }

  override forEach(
    callback: (value: string, key: string, parent: URLSearchParams) => void,
    thisArg?: unknown,
  ): void {
    this.readAll = true;
    super.forEach(callback, thisArg);
  }

  override [Symbol.iterator](): URLSearchParamsIterator<[string, string]> {
    return this.entries();
  }
}

const ALL_PARAMETERS = '*';

/**
 * Pages keyed by a base key (path, page number, city ...) and only the query parameters the
 * page's resolver read, like an HTTP `Vary` on parameter names: the names read so far are kept
 * per base key and only grow, so a page is reused only for a query that agrees with the one it
 * was built from on every parameter it could have read.
 */
export class QueryVaryingCache<V> {
  private readonly pages: TtlCache<V>;
  private readonly names: TtlCache<string[]>;

  constructor(ttlMs: number, bound: number | SizeBound<V>, now: () => number = Date.now) {
    this.pages = new TtlCache<V>(ttlMs, bound, now);
    const maxEntries = typeof bound === 'number' ? bound : bound.maxEntries;
    this.names = new TtlCache<string[]>(ttlMs, maxEntries, now);
  }

  get(base: string, query: string): V | undefined {
    const names = this.names.get(base);
    return names && this.pages.get(pageKey(base, names, query));
  }

  set(base: string, query: string, read: ReadTrackingParams, value: V): void {
    const known = this.names.get(base) ?? [];
    const names =
      read.readAll || known.includes(ALL_PARAMETERS)
        ? [ALL_PARAMETERS]
        : [...new Set([...known, ...read.read])].sort();
    this.names.set(base, names);
    this.pages.set(pageKey(base, names, query), value);
  }

  /**
   * `query` with only the parameters the pages at `base` read, as sent (their order and
   * encoding): all a page built for it can depend on. All of it where a page read every
   * parameter or none at `base` is known, so nothing it might read is lost.
   */
  readQuery(base: string, query: string): string {
    const names = this.names.get(base);
    if (!names || names.includes(ALL_PARAMETERS)) return query;
    return query
      .split('&')
      .filter((pair) => names.includes(new URLSearchParams(pair).keys().next().value ?? ''))
      .join('&');
  }

  clear(): void {
    this.pages.clear();
    this.names.clear();
  }
}

/** The base key and, in a fixed order, the values of the named parameters (absent ones too). */
function pageKey(base: string, names: readonly string[], query: string): string {
  const params = new URLSearchParams(query);
  if (names.includes(ALL_PARAMETERS)) {
    params.sort();
    return `${base}\n*\n${params.toString()}`;
  }
  const values = names.map((name) => JSON.stringify([name, params.getAll(name)]));
  return [base, ...values].join('\n');
}
